import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a refund asks of the order's invoices (the invoices module implements it, wiring.ts hands it
 * over). Called inside the refund's transaction with the order row locked: refuses (a BusinessError
 * in Chinese) when the order's issued invoice would exceed `remainingFen` — what stays paid after the
 * refund — and fits a pending request to it. The answer is called after the refund's commit (it
 * announces the notification a closed request wrote).
 */
export interface RefundInvoices {
  beforeRefund(trx: Kysely<Database>, orderId: number, remainingFen: number): Promise<() => Promise<void>>;
}
