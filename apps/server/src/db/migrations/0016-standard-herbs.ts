import type { Kysely } from 'kysely';

/**
 * Issue #11: the herbs a standard concerns, stored (JSON array of names) so that an
 * operator's edit re-indexes them instead of dropping them from the search. Null: never recorded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quality_standard').addColumn('herbs', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quality_standard').dropColumn('herbs').execute();
}
