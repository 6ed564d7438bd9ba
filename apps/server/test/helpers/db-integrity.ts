import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';

/**
 * What is wrong with a database after a crash, as lines (none: sound). SQLite: integrity_check and
 * foreign_key_check; PostgreSQL: amcheck's bt_index_check of every B-tree index (it throws on a
 * broken one). Used by the kill -9 tests (the durability gate, payments-crash).
 */
export async function integrityProblems(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
    const fk = await sql`pragma foreign_key_check`.execute(handle.db);
    return [...integrity.rows.map((r) => r.integrity_check).filter((v) => v !== 'ok'), ...fk.rows.map((r) => JSON.stringify(r))];
  }
  await sql`create extension if not exists amcheck`.execute(handle.db);
  const indexes = await sql<{ name: string }>`
    select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.amname = 'btree'`.execute(handle.db);
  for (const { name } of indexes.rows) await sql`select bt_index_check(${name}::regclass, true)`.execute(handle.db);
  return [];
}
