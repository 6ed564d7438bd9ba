import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Members' products, the mall's categories, supplier flags, technology achievements and talks (issue #10). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema
    .createTable('product_category')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('publish_product')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('product_category.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('specification', 'varchar(50)', (c) => c.notNull())
    .addColumn('origin', 'varchar(50)', (c) => c.notNull())
    .addColumn('stock', 'varchar(30)', (c) => c.notNull())
    .addColumn('images', 'varchar(2000)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('report_codes', 'varchar(200)', (c) => c.notNull())
    // §4 goods status; every move is an update conditional on the status read, so racing moves cannot both win.
    .addColumn('goods_status', 'integer', (c) => c.notNull())
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended_at', 'varchar(32)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('listed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publish_product_member_idx').on('publish_product').columns(['member_id', 'goods_status', 'updated_at']).execute();
  await db.schema.createIndex('publish_product_mall_idx').on('publish_product').columns(['goods_status', 'category_id', 'listed_at']).execute();
  await db.schema.createIndex('publish_product_listed_idx').on('publish_product').columns(['goods_status', 'listed_at']).execute();
  await db.schema.createIndex('publish_product_recommended_idx').on('publish_product').columns(['recommended', 'goods_status', 'recommended_at']).execute();
  // The owner's reports a product links, checked when saved; the detail shows those that still verify.
  await db.schema
    .createTable('product_report')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('publish_product.id'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('order_report.id'))
    .addPrimaryKeyConstraint('product_report_pk', ['product_id', 'report_id'])
    .execute();
  // A member shown as a supplier: premium members and recommended suppliers are operator-set flags.
  await db.schema
    .createTable('supplier_profile')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('sys_member.id'))
    .addColumn('region', 'varchar(30)', (c) => c.notNull())
    .addColumn('main_products', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(100)')
    .addColumn('premium', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: not recommended; otherwise the position on the home page (1 first).
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tech_achievement')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner', 'varchar(100)', (c) => c.notNull())
    .addColumn('transfer_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('maturity', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(100)')
    // Sanitised rich text.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('patent_no', 'varchar(40)')
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    // 1 published; anything else is hidden.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tech_achievement_published_idx').on('tech_achievement').columns(['status', 'published_at']).execute();
  await db.schema
    .createTable('tech_talk')
    .addColumn('id', 'integer', id)
    .addColumn('achievement_id', 'integer', (c) => c.notNull().references('tech_achievement.id'))
    .addColumn('member_id', 'integer', (c) => c.references('sys_member.id'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('company', 'varchar(50)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    // 1 new; operators (issue #11) follow it up.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['tech_talk', 'tech_achievement', 'supplier_profile', 'product_report', 'publish_product', 'product_category']) await db.schema.dropTable(t).execute();
}
