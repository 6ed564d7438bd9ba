import { type Kysely, sql } from 'kysely';

/**
 * Issue #22, real-time logistics: a shipment knows its courier's code at the courier aggregator
 * (快递100), whether the aggregator was asked to push its changes (subscription, with the attempts
 * and the last refusal kept for retries and for the record), and the latest state it reported.
 * Pushed events are ordinary shipment_event rows with their source; the aggregator pushes a
 * shipment's whole history every time, so a pushed event is unique on (shipment, time, text) and a
 * repeated push stores nothing twice. The rows staff typed in stay as they are (duplicates there
 * are theirs to keep), which is why the unique index is partial.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_shipment').addColumn('courier_code', 'varchar(30)').execute();
  /** none | pending | subscribed | failed | ended | aborted */
  await db.schema.alterTable('order_shipment').addColumn('subscription', 'varchar(12)', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('order_shipment').addColumn('subscribe_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_shipment').addColumn('next_attempt_at', 'varchar(32)').execute();
  await db.schema.alterTable('order_shipment').addColumn('subscription_note', 'varchar(200)').execute();
  await db.schema.alterTable('order_shipment').addColumn('last_state', 'integer').execute();
  // A push names the courier and the number, not our shipment.
  await db.schema.createIndex('order_shipment_tracking_idx').on('order_shipment').column('tracking_no').execute();
  // The retry job: the shipments whose subscription is due.
  await db.schema.createIndex('order_shipment_subscription_idx').on('order_shipment').columns(['subscription', 'next_attempt_at']).execute();

  await db.schema.alterTable('shipment_event').addColumn('source', 'varchar(12)', (c) => c.notNull().defaultTo('recorded')).execute();
  await db.schema
    .createIndex('shipment_event_pushed_idx')
    .unique()
    .on('shipment_event')
    .columns(['shipment_id', 'event_time', 'description'])
    .where(sql.ref('source'), '<>', sql.lit('recorded'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shipment_event_pushed_idx').execute();
  await db.schema.alterTable('shipment_event').dropColumn('source').execute();
  await db.schema.dropIndex('order_shipment_subscription_idx').execute();
  await db.schema.dropIndex('order_shipment_tracking_idx').execute();
  for (const column of ['last_state', 'subscription_note', 'next_attempt_at', 'subscribe_attempts', 'subscription', 'courier_code']) {
    await db.schema.alterTable('order_shipment').dropColumn(column).execute();
  }
}
