import { type Kysely, sql } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #7: the pharmacopoeia (categories, monographs), quality-control standards, and one token
 * table that indexes both for the lookup search. Tokens are made in the application (CJK bigrams,
 * pinyin, Latin words, standard numbers), so both engines index plain strings the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  const id = idColumn(engine);
  await db.schema
    .createTable('pharmacopoeia_category')
    .addColumn('id', 'integer', id)
    .addColumn('volume', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('pharmacopoeia_category_volume_name_uq', ['volume', 'name'])
    .execute();
  await db.schema
    .createTable('pharmacopoeia_monograph')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(60)', (c) => c.notNull())
    .addColumn('edition', 'integer', (c) => c.notNull())
    .addColumn('volume', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('pharmacopoeia_category.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pinyin', 'varchar(200)', (c) => c.notNull())
    // Lower-case a–z only: sorts the same under SQLite's binary and any PostgreSQL collation.
    .addColumn('pinyin_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('initial', 'varchar(1)', (c) => c.notNull())
    .addColumn('latin_name', 'varchar(200)')
    .addColumn('species', 'varchar(500)')
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('checks', 'text', (c) => c.notNull())
    .addUniqueConstraint('pharmacopoeia_monograph_code_edition_uq', ['code', 'edition'])
    .execute();
  await db.schema
    .createIndex('pharmacopoeia_monograph_catalogue_idx')
    .on('pharmacopoeia_monograph')
    .columns(['edition', 'volume', 'category_id', 'pinyin_key', 'id'])
    .execute();
  await db.schema.createIndex('pharmacopoeia_monograph_initial_idx').on('pharmacopoeia_monograph').columns(['edition', 'initial', 'pinyin_key', 'id']).execute();
  await db.schema
    .createTable('quality_standard')
    .addColumn('id', 'integer', id)
    .addColumn('standard_no', 'varchar(60)', (c) => c.notNull().unique())
    // Lower-case number without spaces or slashes ("gbt19618-2004"): what replaces_key points at.
    .addColumn('no_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_cn', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(300)')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('implement_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('abolish_date', 'varchar(10)')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('replaces_no', 'varchar(60)')
    .addColumn('replaces_key', 'varchar(60)')
    .addColumn('pdf_key', 'varchar(40)')
    .execute();
  await db.schema.createIndex('quality_standard_list_idx').on('quality_standard').columns(['implement_date', 'id']).execute();
  await db.schema.createIndex('quality_standard_no_key_idx').on('quality_standard').column('no_key').execute();
  await db.schema.createIndex('quality_standard_replaces_idx').on('quality_standard').column('replaces_key').execute();
  await db.schema.createIndex('quality_standard_issuer_idx').on('quality_standard').columns(['issuer', 'id']).execute();
  // One row per (token, document), carrying what the search filters and orders by, so a lookup
  // reads the index only: the facet (monographs: edition × 100000 + category id; standards: level)
  // and the length of the document's name. Both are fixed once a document is indexed.
  await db.schema
    .createTable('lookup_token')
    .addColumn('token', 'varchar(120)', (c) => c.notNull())
    .addColumn('doc_kind', 'integer', (c) => c.notNull())
    .addColumn('doc_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'integer', (c) => c.notNull())
    .addColumn('facet', 'integer', (c) => c.notNull())
    .addColumn('name_len', 'integer', (c) => c.notNull())
    .$call((t) => (engine === 'sqlite' ? t.addPrimaryKeyConstraint('lookup_token_pk', ['token', 'doc_kind', 'doc_id']).modifyEnd(sql`without rowid`) : t))
    .execute();
  if (engine === 'postgres') {
    await sql`create unique index lookup_token_pk on lookup_token (token, doc_kind, doc_id) include (field, facet, name_len)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['lookup_token', 'quality_standard', 'pharmacopoeia_monograph', 'pharmacopoeia_category']) {
    await db.schema.dropTable(t).execute();
  }
}
