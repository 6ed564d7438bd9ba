/** True when a write lost a race against a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}
