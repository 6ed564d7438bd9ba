import type { Kysely } from 'kysely';

/**
 * Issue #23: the member marks at checkout that it wants an invoice (支付确认后自动申请开票). The
 * order keeps the mark; when its payment is confirmed (by voucher or online) the invoice request is
 * written from the order's invoice fields in the move's transaction. 0 for every earlier order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_info').addColumn('auto_invoice', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_info').dropColumn('auto_invoice').execute();
}
