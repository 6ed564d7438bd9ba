import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect';

/**
 * Issue #18: the totals of the public lists without counting 100,000 rows per page. row_count
 * holds, per counted list and key, how many rows the table has; triggers keep it in the writing
 * statement's transaction, so a total never disagrees with the rows. The key is the columns the
 * lists filter by, joined with '|' (the same expression on both engines):
 *   article:         status|category_id               (news lists: approved, by category tree)
 *   product:         goods_status|recommended|category_id  (the mall)
 *   standard_issuer: issuer                           (the standards' issuer facet)
 *   member, company: '' (whole-table figures on the home page)
 * A reader sums the few rows of one name that match its filter.
 */
const COUNTERS: { name: string; table: string; key: string; columns: string[] }[] = [
  { name: 'article', table: 'article_info', key: `{r}.status || '|' || {r}.category_id`, columns: ['status', 'category_id'] },
  { name: 'product', table: 'publish_product', key: `{r}.goods_status || '|' || {r}.recommended || '|' || {r}.category_id`, columns: ['goods_status', 'recommended', 'category_id'] },
  { name: 'standard_issuer', table: 'quality_standard', key: `{r}.issuer`, columns: ['issuer'] },
  { name: 'member', table: 'sys_member', key: `''`, columns: [] },
  { name: 'company', table: 'sys_company', key: `''`, columns: [] },
];

const keyOf = (c: (typeof COUNTERS)[number], row: 'new' | 'old' | 't') => sql.raw(c.key.replaceAll('{r}', row));
const trigger = (c: (typeof COUNTERS)[number]) => sql.raw(`row_count_${c.name}`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .createTable('row_count')
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('row_count_pk', ['name', 'key'])
    .execute();
  for (const c of COUNTERS) {
    const name = sql.lit(c.name);
    const add = (row: 'new') => sql`insert into row_count (name, key, n) values (${name}, ${keyOf(c, row)}, 1) on conflict (name, key) do update set n = row_count.n + 1`;
    const remove = (row: 'old') => sql`update row_count set n = n - 1 where name = ${name} and key = ${keyOf(c, row)}`;
    const table = sql.table(c.table);
    const updateOf = c.columns.length ? sql.raw(`update of ${c.columns.join(', ')} `) : null;
    if (postgres) {
      await sql`
        create function ${trigger(c)}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${remove('old')}; end if;
          if tg_op in ('UPDATE', 'INSERT') then ${add('new')}; end if;
          return null;
        end
        $$`.execute(db);
      await sql`create trigger ${trigger(c)} after insert or delete ${updateOf ? sql`or ${updateOf}` : sql``}on ${table} for each row execute function ${trigger(c)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(`row_count_${c.name}_insert`)} after insert on ${table} begin ${add('new')}; end`.execute(db);
      await sql`create trigger ${sql.raw(`row_count_${c.name}_delete`)} after delete on ${table} begin ${remove('old')}; end`.execute(db);
      if (updateOf) await sql`create trigger ${sql.raw(`row_count_${c.name}_update`)} after ${updateOf}on ${table} begin ${remove('old')}; ${add('new')}; end`.execute(db);
    }
    await sql`insert into row_count (name, key, n) select ${name}, ${keyOf(c, 't')}, count(*) from ${table} t group by 2`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const c of COUNTERS) {
    if (postgres) {
      await sql`drop trigger ${trigger(c)} on ${sql.table(c.table)}`.execute(db);
      await sql`drop function ${trigger(c)}()`.execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`row_count_${c.name}_${op}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('row_count').execute();
}
