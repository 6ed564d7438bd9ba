import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Tables that record the attempt itself, refused or not: the audit log (sign-in failures must be
 * logged) and the rate-limit counters (refused calls count too). They are left out of the check.
 */
export const BOOKKEEPING_TABLES = ['audit_log', 'rate_limit_counter'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- counts whatever tables exist today
const tablesOf = new WeakMap<Kysely<any>, string[]>();

/** Row count of every application table, in one query: a refused write must leave all of them unchanged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function tableCounts(db: Kysely<any>): Promise<Record<string, number>> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_') && !BOOKKEEPING_TABLES.includes(n)).sort();
    tablesOf.set(db, tables);
  }
  const columns = sql.join(tables.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`));
  const row = (await sql<Record<string, number | string>>`select ${columns}`.execute(db)).rows[0] ?? {};
  return Object.fromEntries(tables.map((name) => [name, Number(row[name] ?? 0)]));
}
