import type { Kysely } from 'kysely';

/**
 * Issue #17, sign-in guards:
 * - sso_request: the request ids of issueNonce calls seen within their time window (a replay
 *   of a captured call carries a used id and is refused by the primary key);
 * - sms_outbox.secret_until: when a message's code or password has expired and its content is
 *   masked. Rows written before this migration are due at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_request')
    .addColumn('request_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_request_expires_idx').on('sso_request').column('expires_at').execute();
  await db.schema.alterTable('sms_outbox').addColumn('secret_until', 'varchar(32)').execute();
  await db.updateTable('sms_outbox').set((eb) => ({ secret_until: eb.ref('created_at') })).execute();
  await db.schema.createIndex('sms_outbox_secret_until_idx').on('sms_outbox').column('secret_until').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sms_outbox_secret_until_idx').execute();
  await db.schema.alterTable('sms_outbox').dropColumn('secret_until').execute();
  await db.schema.dropTable('sso_request').execute();
}
