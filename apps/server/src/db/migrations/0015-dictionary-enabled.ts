import type { Kysely } from 'kysely';

/**
 * Issue #11: operators can switch a dictionary entry off without deleting it
 * (1 enabled, 0 disabled; the public calls read enabled entries only).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_dict_data').addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_dict_data').dropColumn('enabled').execute();
}
