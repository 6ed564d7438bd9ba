import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder } from 'kysely';

export type EngineName = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export function engineOf(db: Kysely<any>): EngineName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-numbered primary key that both engines understand. */
export function idColumn(engine: EngineName) {
  return (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export const nowIso = (): string => new Date().toISOString();

export { sql };
