import type { Kysely } from 'kysely';
import { engineOf, idColumn, sql } from '../dialect';

/**
 * Issue #23, 发票. `order_invoice`: one row per invoice of an order — asked for by its member
 * (status 1 待开票), issued by its institution with the e-invoice (2 已开票), or reversed by a
 * 红冲 (3 已红冲, its replacement a new row naming it in replaces_id). The buyer's fields are copied
 * at the request: an issued invoice never changes. At most one open (待开票 or 已开票) invoice per
 * order: a partial unique index, so two requests racing cannot both land. The member's list reads
 * by member, the institution's queue by institution and status, an order's invoices by order.
 * `invoice_title`: a member's saved titles (发票抬头).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_invoice')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institution.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_account', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('invoice_no', 'varchar(20)')
    .addColumn('invoice_date', 'varchar(10)')
    .addColumn('file_url', 'varchar(64)')
    .addColumn('replaces_id', 'integer', (c) => c.references('order_invoice.id'))
    .addColumn('reverse_reason', 'varchar(200)')
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)')
    .addColumn('reversed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('order_invoice_order_idx').on('order_invoice').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('order_invoice_member_idx').on('order_invoice').columns(['member_id', 'status', 'id']).execute();
  await db.schema.createIndex('order_invoice_institution_idx').on('order_invoice').columns(['institution_id', 'status', 'id']).execute();
  await db.schema.createIndex('order_invoice_open_idx').unique().on('order_invoice').column('order_id').where(sql.ref('status'), '<', 3).execute();

  await db.schema
    .createTable('invoice_title')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_account', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_title_member_idx').on('invoice_title').columns(['member_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_title').execute();
  await db.schema.dropTable('order_invoice').execute();
}
