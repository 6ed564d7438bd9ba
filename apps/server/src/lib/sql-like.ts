import { type Expression, type SqlBool, sql } from 'kysely';

/** `%text%` with the user's own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive LIKE that behaves the same on SQLite and PostgreSQL. */
export function ilike(column: Expression<string>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
