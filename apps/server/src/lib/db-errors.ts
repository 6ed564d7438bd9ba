/** True when a write lost a race against a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}

/**
 * True when PostgreSQL refused a number its column cannot hold (SQLSTATE 22003), e.g. an id of
 * 13900000101 for an integer column. SQLite stores 64-bit integers and never raises it. The input
 * is the caller's, so the envelope answers it as a refusal, not a server error.
 */
export function isNumberOutOfRange(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '22003';
}
