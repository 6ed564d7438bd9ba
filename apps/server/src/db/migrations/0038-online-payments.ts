import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #23, online payment: one row per payment attempt at a gateway (an order may have one per
 * channel while it waits for payment), and one per refund. Amounts are integer fen; out_trade_no and
 * out_refund_no are ours and unique, so a replayed notification finds the same row; the gateway's
 * own numbers and its raw notification are kept for audit and reconciliation. Whether an
 * institution accepts online payment is its own setting (off until it turns it on).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  await db.schema.alterTable('institution').addColumn('accepts_online_payment', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('order_payment')
    .addColumn('id', 'integer', idColumn(engine))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    /** alipay | wechat */
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('gateway_trade_no', 'varchar(64)')
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    /** Refunds asked for and not failed: a refund is a conditional update keeping it ≤ amount_fen. */
    .addColumn('refunded_fen', 'integer', (c) => c.notNull().defaultTo(0))
    /** pending | paid | closed */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    /** The QR code's content (Alipay qr_code, WeChat code_url). */
    .addColumn('qr_code', 'varchar(512)', (c) => c.notNull())
    .addColumn('raw_notification', 'text')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payment_order_idx').on('order_payment').columns(['order_id', 'id']).execute();
  // The operators' list and the daily reconciliation read by day.
  await db.schema.createIndex('order_payment_created_idx').on('order_payment').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('order_refund')
    .addColumn('id', 'integer', idColumn(engine))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('order_payment.id'))
    .addColumn('out_refund_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('gateway_refund_no', 'varchar(64)')
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    /** processing | succeeded | failed */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** institution (its staff's action) | gateway (a payment notified for an order no longer waiting) */
    .addColumn('initiated_by', 'varchar(12)', (c) => c.notNull())
    .addColumn('actor_member_id', 'integer')
    .addColumn('raw_notification', 'text')
    .addColumn('refunded_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_refund_payment_idx').on('order_refund').columns(['payment_id', 'id']).execute();
  await db.schema.createIndex('order_refund_order_idx').on('order_refund').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('order_refund_created_idx').on('order_refund').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_refund').execute();
  await db.schema.dropTable('order_payment').execute();
  await db.schema.alterTable('institution').dropColumn('accepts_online_payment').execute();
}
