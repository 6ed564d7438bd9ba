import type { Kysely } from 'kysely';

/** Issue #11 (admin-lookup): reserved; filled in by its owner or removed if unused. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  void db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  void db;
}
