import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect';

/**
 * The counts of migration 0026 under TRUNCATE. PostgreSQL runs no row trigger for a TRUNCATE, so
 * an emptied table kept its old counts; a statement trigger now clears the table's counts (also
 * for a table a TRUNCATE … CASCADE empties). SQLite has no TRUNCATE: its DELETE without WHERE
 * runs the row triggers (the truncate optimisation is off on a table with triggers).
 */
const COUNTED: { name: string; table: string }[] = [
  { name: 'article', table: 'article_info' },
  { name: 'product', table: 'publish_product' },
  { name: 'standard_issuer', table: 'quality_standard' },
  { name: 'member', table: 'sys_member' },
  { name: 'company', table: 'sys_company' },
];

const trigger = (name: string) => sql.raw(`row_count_${name}_truncate`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`
    create function row_count_truncated() returns trigger language plpgsql as $$
    begin
      delete from row_count where name = tg_argv[0];
      return null;
    end
    $$`.execute(db);
  for (const c of COUNTED) {
    await sql`create trigger ${trigger(c.name)} after truncate on ${sql.table(c.table)} for each statement execute function row_count_truncated(${sql.lit(c.name)})`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const c of COUNTED) await sql`drop trigger ${trigger(c.name)} on ${sql.table(c.table)}`.execute(db);
  await sql`drop function row_count_truncated()`.execute(db);
}
