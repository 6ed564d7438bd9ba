import type { Kysely } from 'kysely';

/**
 * Issue #11: a report keeps the institution's original PDF beside the stamped copy members
 * download (file_url), and why it was replaced or revoked; an institution keeps extra
 * certificate images on its profile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_report').addColumn('original_url', 'varchar(100)').execute();
  await db.schema.alterTable('order_report').addColumn('status_reason', 'varchar(200)').execute();
  // Reports issued before stamping existed: the one file is both the original and what members get.
  await db.updateTable('order_report').set((eb) => ({ original_url: eb.ref('file_url') })).execute();
  await db.schema.alterTable('institution').addColumn('certificate_urls', 'varchar(1000)', (c) => c.notNull().defaultTo('')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('institution').dropColumn('certificate_urls').execute();
  await db.schema.alterTable('order_report').dropColumn('status_reason').execute();
  await db.schema.alterTable('order_report').dropColumn('original_url').execute();
}
