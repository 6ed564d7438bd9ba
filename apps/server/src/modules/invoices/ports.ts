import type { InvoiceInfo, OrderStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An order as its invoices need it: whose it is, its status and what was paid. */
export interface InvoiceOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  memberId: number;
  institutionId: number;
  /** What the member paid (the order's total, in fen), counted only from 待寄送样品 on. */
  totalFen: number;
}

/**
 * What invoices read of orders (the orders module implements it, wiring.ts hands it over); another
 * member's or institution's order reads as missing.
 */
export interface InvoiceOrders {
  ofMember(memberId: number, orderId: number): Promise<InvoiceOrder>;
  ofInstitution(institutionId: number, orderId: number): Promise<InvoiceOrder>;
  /**
   * The order again inside the invoice move's transaction (its status may have moved meanwhile),
   * its row held until the commit so a refund of the same order waits (PostgreSQL; SQLite serialises).
   */
  current(trx: Kysely<Database>, orderId: number): Promise<InvoiceOrder>;
}

/**
 * 支付确认后自动申请开票 (issue #23): what an order's move to 待寄送样品 asks of invoices when the
 * member marked the mark at checkout (the invoices service implements it, wiring.ts hands it to the
 * orders module's mover). Runs inside the move's transaction and never refuses the move: an order
 * that already has an open invoice, or nothing to invoice, gets nothing.
 */
export interface CheckoutInvoicing {
  requestOnPayment(trx: Kysely<Database>, orderId: number, buyer: InvoiceInfo): Promise<void>;
}

/**
 * What has been refunded on an order, in fen, read inside the invoice move's transaction (the
 * payments module's ledger: the sum reserved on its paid payments; wiring.ts hands it over).
 */
export interface RefundLedger {
  refundedFen(trx: Kysely<Database>, orderId: number): Promise<number>;
}
