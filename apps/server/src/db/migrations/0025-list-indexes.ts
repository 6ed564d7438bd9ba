import { type Kysely, sql } from 'kysely';

/**
 * Issue #18: indexes that serve each public list's filter and order, so a page is read in index
 * order and the engine stops at the page. The order keys end in id (the lists' tie-breaker):
 * SQLite has the rowid in every index anyway, PostgreSQL needs it spelled out. The mall's three
 * indexes of 0012 are replaced by the same ones ending in id.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  // News lists: pinned first, then newest (findArticleInfo, queryArticleInfo), all or one category tree.
  ['article_info_pinned_idx', 'article_info', ['status', 'is_top', 'publish_time', 'id']],
  ['article_info_category_pinned_idx', 'article_info', ['status', 'category_id', 'is_top', 'publish_time', 'id']],
  // The mall: listed products, newest listing first; by category; the home page's recommendations.
  ['publish_product_listed_id_idx', 'publish_product', ['goods_status', 'listed_at', 'id']],
  ['publish_product_mall_id_idx', 'publish_product', ['goods_status', 'category_id', 'listed_at', 'id']],
  ['publish_product_recommended_id_idx', 'publish_product', ['recommended', 'goods_status', 'recommended_at', 'id']],
  // Standards of one issue year (the list's year filter and its count).
  ['quality_standard_issue_date_idx', 'quality_standard', ['issue_date', 'id']],
  // The variety library's "order these tests" link: the newest monograph of each name.
  ['pharmacopoeia_monograph_name_idx', 'pharmacopoeia_monograph', ['name', 'edition', 'id']],
  // The dictionary's public page: enabled entries by type, sort and id.
  ['sys_dict_data_enabled_idx', 'sys_dict_data', ['enabled', 'dict_type', 'sort', 'id']],
];
const REPLACED: [name: string, table: string, columns: string[]][] = [
  ['publish_product_mall_idx', 'publish_product', ['goods_status', 'category_id', 'listed_at']],
  ['publish_product_listed_idx', 'publish_product', ['goods_status', 'listed_at']],
  ['publish_product_recommended_idx', 'publish_product', ['recommended', 'goods_status', 'recommended_at']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of REPLACED) await sql`drop index ${sql.ref(name)}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of REPLACED) await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of INDEXES) await sql`drop index ${sql.ref(name)}`.execute(db);
}
