import type { Kysely } from 'kysely';

/**
 * Issue #23, refunds that do not settle by themselves. `gateway_detail`: the gateway's own words
 * when it refused a refund or reported it abnormal (退款异常: WeChat ABNORMAL, Alipay's refusal of
 * a refund it had taken) — shown to the institution. `next_query_at` / `query_attempts`: when the
 * refund worker next asks the gateway about a refund still processing, and how often it asked
 * (backoff); '' sorts before every time, so a refund recorded before this migration is due at once.
 * `retry_of`: the abnormal refund a new attempt (same amount, its reservation carried over) replaces.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_refund').addColumn('gateway_detail', 'varchar(200)').execute();
  await db.schema.alterTable('order_refund').addColumn('next_query_at', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_refund').addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_refund').addColumn('retry_of', 'integer').execute();
  // The worker's due refunds: processing, by next_query_at.
  await db.schema.createIndex('order_refund_due_idx').on('order_refund').columns(['status', 'next_query_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_refund_due_idx').execute();
  for (const column of ['retry_of', 'query_attempts', 'next_query_at', 'gateway_detail']) await db.schema.alterTable('order_refund').dropColumn(column).execute();
}
