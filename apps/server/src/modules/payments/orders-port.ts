import { ORDER_STATUS, type OrderStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Where an order may be paid online: 待支付, and again after a bank transfer was refused. */
export const PAYABLE: readonly number[] = [ORDER_STATUS.PENDING_PAYMENT, ORDER_STATUS.PAYMENT_REJECTED];

/** An order as its payment needs it. */
export interface PayableOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  memberId: number;
  institutionId: number;
  totalFen: number;
  sampleName: string;
}

/**
 * What payments read and move of orders. The orders module implements it and wiring.ts hands it
 * over; another member's or institution's order reads as missing (订单不存在或不属于当前账号).
 */
export interface PaymentOrders {
  ofMember(memberId: number, orderId: number): Promise<PayableOrder>;
  ofInstitution(institutionId: number, orderId: number): Promise<PayableOrder>;
  byId(orderId: number): Promise<PayableOrder | null>;
  /** Holds the order's row until `trx` ends (PostgreSQL): a refund and an invoice move of one order take turns. */
  hold(trx: Kysely<Database>, orderId: number): Promise<void>;
  /**
   * The gateway's payOnline move (待支付/支付确认驳回 → 待寄送样品) with `also` in its transaction;
   * false, with nothing written, when the order is no longer waiting for payment.
   */
  markPaidOnline(orderId: number, note: string, also: (trx: Kysely<Database>, now: string) => Promise<void>): Promise<boolean>;
}
