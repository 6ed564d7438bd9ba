import type { OrderStatus } from '@tcm/shared';
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
 * What has been refunded on an order, in fen, read inside the invoice move's transaction (the
 * payments module's ledger: the sum reserved on its paid payments; wiring.ts hands it over).
 */
export interface RefundLedger {
  refundedFen(trx: Kysely<Database>, orderId: number): Promise<number>;
}
