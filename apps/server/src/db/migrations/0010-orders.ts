import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Orders and their lifecycle, reports, institution staff, common packages, libraries, quality applications (issue #9). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema
    .createTable('institution_staff')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('sys_member.id'))
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institution.id'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_info')
    .addColumn('id', 'integer', id)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institution.id'))
    .addColumn('submission_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    // Bumped by every move: the conditional update matches it, so two racing moves cannot both win.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sample_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('variety', 'varchar(30)', (c) => c.notNull())
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('sample_quantity', 'varchar(40)', (c) => c.notNull())
    .addColumn('packing', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage', 'varchar(40)', (c) => c.notNull())
    .addColumn('return_sample', 'integer', (c) => c.notNull())
    .addColumn('urgent_flag', 'integer', (c) => c.notNull())
    .addColumn('testing_basis', 'integer', (c) => c.notNull())
    .addColumn('qualification', 'integer', (c) => c.notNull())
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('invoice_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('invoice_tax_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('invoice_bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('invoice_bank_account', 'varchar(30)', (c) => c.notNull())
    .addColumn('invoice_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('invoice_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('return_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('items_fen', 'bigint', (c) => c.notNull())
    .addColumn('surcharge_fen', 'bigint', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('contract_url', 'varchar(100)')
    .addColumn('signed_contract_url', 'varchar(100)')
    .addColumn('voucher_urls', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('evaluated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    // One order per institution per submission: a replayed placeOrder finds these instead of making more.
    .addUniqueConstraint('order_info_submission_uq', ['member_id', 'submission_id', 'institution_id'])
    .execute();
  await db.schema.createIndex('order_info_member_idx').on('order_info').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('order_info_member_status_idx').on('order_info').columns(['member_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('order_info_institution_idx').on('order_info').columns(['institution_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('order_info_created_idx').on('order_info').column('created_at').execute();
  await db.schema
    .createTable('order_item')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('test_service_id', 'integer', (c) => c.notNull())
    .addColumn('test_item_id', 'integer', (c) => c.notNull())
    .addColumn('test_item_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_item_order_idx').on('order_item').column('order_id').execute();
  await db.schema
    .createTable('order_log')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('actor', 'varchar(12)', (c) => c.notNull())
    .addColumn('actor_member_id', 'integer')
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_log_order_idx').on('order_log').columns(['order_id', 'id']).execute();
  await db.schema
    .createTable('order_shipment')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('courier', 'varchar(30)', (c) => c.notNull())
    .addColumn('tracking_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_shipment_order_idx').on('order_shipment').column('order_id').execute();
  await db.schema
    .createTable('shipment_event')
    .addColumn('id', 'integer', id)
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('order_shipment.id'))
    .addColumn('event_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('place', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_event_shipment_idx').on('shipment_event').columns(['shipment_id', 'event_time']).execute();
  await db.schema
    .createTable('order_report')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('report_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('verify_code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('file_url', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('replaced_by', 'integer')
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_report_order_idx').on('order_report').column('order_id').execute();
  await db.schema
    .createTable('my_test_service')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    // JSON [{testServiceId, sampleCount}]: a package is read and written whole, never queried inside.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('my_test_service_member_idx').on('my_test_service').columns(['member_id', 'updated_at']).execute();
  await db.schema
    .createTable('test_variety_library')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('pinyin', 'varchar(60)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_trait_library')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('quality_info')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.references('sys_member.id'))
    .addColumn('sample_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(200)', (c) => c.notNull())
    .addColumn('wishes', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    // 1 new; operators (issue #11) move it on.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const tables = ['quality_info', 'test_trait_library', 'test_variety_library', 'my_test_service', 'order_report', 'shipment_event', 'order_shipment', 'order_log', 'order_item', 'order_info', 'institution_staff'];
  for (const t of tables) await db.schema.dropTable(t).execute();
}
