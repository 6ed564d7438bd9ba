import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Row count of every application table: a refused write must leave all of them unchanged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- counts whatever tables exist today
export async function tableCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
  const counts: Record<string, number> = {};
  for (const name of tables.sort()) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
