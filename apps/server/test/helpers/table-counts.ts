import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Tables that record the attempt itself, refused or not: the audit log (sign-in failures must be
 * logged) and the rate-limit counters (refused calls count too). They are left out of the check.
 */
export const BOOKKEEPING_TABLES = ['audit_log', 'rate_limit_counter'];

/** Row count of every application table: a refused write must leave all of them unchanged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- counts whatever tables exist today
export async function tableCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_') && !BOOKKEEPING_TABLES.includes(n));
  const counts: Record<string, number> = {};
  for (const name of tables.sort()) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
