import type { Kysely } from 'kysely';

/** Issue #11 operator console: how an /examine application was handled; audit search by action. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quality_info').addColumn('note', 'varchar(500)').execute();
  await db.schema.alterTable('quality_info').addColumn('handled_at', 'varchar(32)').execute();
  await db.schema.createIndex('quality_info_status_idx').on('quality_info').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropIndex('quality_info_status_idx').execute();
  await db.schema.alterTable('quality_info').dropColumn('handled_at').execute();
  await db.schema.alterTable('quality_info').dropColumn('note').execute();
}
