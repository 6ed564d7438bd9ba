import { type Kysely, sql } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #22, 站内消息 and their SMS. `notification`: one row per recipient account (an institution's
 * notice is written once for each of its staff accounts, an operators' one for each operator, at
 * write time), read in one scope (member / institution / operator). `notification_sms`: the SMS
 * outbox a worker sends from after the commit. `notification_sms_setting`: a member's kinds turned
 * on or off (no row: on). `notification_sms_throttle`: when a member last had an SMS about an order,
 * updated conditionally so that two moves at once cannot both queue one within the hour.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  await db.schema
    .createTable('notification')
    .addColumn('id', 'integer', idColumn(engine))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('body', 'varchar(600)', (c) => c.notNull())
    .addColumn('link', 'varchar(200)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('order_info.id'))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The list, newest first within read and unread; the unread part (list and counts per kind) from its own small index.
  await db.schema.createIndex('notification_recipient_idx').on('notification').columns(['recipient_id', 'scope', 'id']).execute();
  await db.schema
    .createIndex('notification_unread_idx')
    .on('notification')
    .columns(['recipient_id', 'scope', 'kind', 'id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema.createIndex('notification_order_idx').on('notification').column('order_id').execute();

  await db.schema
    .createTable('notification_sms')
    .addColumn('id', 'integer', idColumn(engine))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('order_info.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'varchar(300)', (c) => c.notNull())
    // pending → sending (claimed, until next_attempt_at) → sent | pending again (retry) | failed (gave up)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The worker's due rows: only those still to send are indexed.
  await db.schema
    .createIndex('notification_sms_due_idx')
    .on('notification_sms')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), 'in', sql`('pending', 'sending')`)
    .execute();
  await db.schema.createIndex('notification_sms_recipient_idx').on('notification_sms').columns(['recipient_id', 'id']).execute();

  await db.schema
    .createTable('notification_sms_setting')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_sms_setting_pk', ['member_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_sms_throttle')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('last_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_sms_throttle_pk', ['member_id', 'order_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_sms_throttle').execute();
  await db.schema.dropTable('notification_sms_setting').execute();
  await db.schema.dropTable('notification_sms').execute();
  await db.schema.dropTable('notification').execute();
}
