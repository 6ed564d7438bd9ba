import { type Kysely, sql } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Testing institutions, their services and evaluations, settlement applications, favourites (issue #8). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema
    .createTable('service_category')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('test_item')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('service_category.id'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('trait', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(100)', (c) => c.notNull())
    .addColumn('standard', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('test_item_category_idx').on('test_item').column('category_id').execute();
  await db.schema
    .createTable('settle_application')
    .addColumn('id', 'integer', id)
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unify_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('license_url', 'varchar(100)', (c) => c.notNull())
    .addColumn('cma_cert_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('cma_cert_url', 'varchar(100)', (c) => c.notNull())
    .addColumn('cnas_cert_no', 'varchar(40)')
    .addColumn('cnas_cert_url', 'varchar(100)')
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('province', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('category_ids', 'varchar(400)', (c) => c.notNull())
    .addColumn('test_item_ids', 'varchar(1600)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('settle_application_code_idx').on('settle_application').columns(['unify_code', 'mobile']).execute();
  // One pending application per credit code, enforced by the database so two submissions cannot race.
  await db.schema
    .createIndex('settle_application_pending_uq')
    .on('settle_application')
    .column('unify_code')
    .unique()
    .where(sql<boolean>`status = 1`)
    .execute();
  await db.schema
    .createTable('institution')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unify_code', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('province', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(100)')
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('cma', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cnas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cma_cert_no', 'varchar(40)')
    .addColumn('cnas_cert_no', 'varchar(40)')
    .addColumn('cma_cert_url', 'varchar(100)')
    .addColumn('cnas_cert_url', 'varchar(100)')
    .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('application_id', 'integer', (c) => c.references('settle_application.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('institution_rating_idx').on('institution').columns(['status', 'rating_x10']).execute();
  await db.schema.createIndex('institution_province_idx').on('institution').columns(['status', 'province']).execute();
  await db.schema
    .createTable('institution_test_service')
    .addColumn('id', 'integer', id)
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institution.id'))
    .addColumn('test_item_id', 'integer', (c) => c.notNull().references('test_item.id'))
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .addColumn('cma', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cnas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('varieties', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('test_service_institution_idx').on('institution_test_service').columns(['institution_id', 'status']).execute();
  await db.schema.createIndex('test_service_item_idx').on('institution_test_service').columns(['test_item_id', 'status']).execute();
  await db.schema
    .createTable('order_evaluation')
    .addColumn('id', 'integer', id)
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institution.id'))
    .addColumn('order_id', 'integer')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('score_service', 'integer', (c) => c.notNull())
    .addColumn('score_timeliness', 'integer', (c) => c.notNull())
    .addColumn('score_quality', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('reply', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_evaluation_list_idx').on('order_evaluation').columns(['institution_id', 'audit_status', 'created_at']).execute();
  await db.schema
    .createTable('my_collect')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('collect_type', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('my_collect_member_item_uq', ['member_id', 'collect_type', 'item_id'])
    .execute();
  await db.schema.createIndex('my_collect_list_idx').on('my_collect').columns(['member_id', 'collect_type', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['my_collect', 'order_evaluation', 'institution_test_service', 'institution', 'settle_application', 'test_item', 'service_category']) {
    await db.schema.dropTable(t).execute();
  }
}
