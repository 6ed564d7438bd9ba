import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** The public information side: article categories and articles, adverts, news flashes, public notices, statistics, protocols. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema
    .createTable('article_category')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('article_info')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_category.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(100)')
    .addColumn('source', 'varchar(100)', (c) => c.notNull())
    .addColumn('author', 'varchar(50)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_info_list_idx').on('article_info').columns(['status', 'category_id', 'publish_time']).execute();
  await db.schema.createIndex('article_info_time_idx').on('article_info').columns(['status', 'publish_time']).execute();
  await db.schema
    .createTable('advert_info')
    .addColumn('id', 'integer', id)
    .addColumn('position', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)')
    .addColumn('image_url', 'varchar(100)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(200)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('news_record')
    .addColumn('id', 'integer', id)
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(200)')
    .addColumn('publish_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pubs_information')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('info_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('publisher', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('quality_stat')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('label', 'varchar(20)', (c) => c.notNull())
    .addColumn('batches', 'integer', (c) => c.notNull())
    .addColumn('qualified_rate_x10', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('quality_stat_kind_label_uq', ['kind', 'label'])
    .execute();
  await db.schema
    .createTable('sys_protocol')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sys_protocol', 'quality_stat', 'pubs_information', 'news_record', 'advert_info', 'article_info', 'article_category']) {
    await db.schema.dropTable(t).execute();
  }
}
