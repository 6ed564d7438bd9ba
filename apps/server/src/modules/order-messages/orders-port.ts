import type { OrderStatus } from '@tcm/shared';

/** An order as its thread needs it: whose it is, what it is called, and whether it has ended. */
export interface ThreadOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  memberId: number;
  institutionId: number;
  /** The client: its company, else the member's real name, else the account. */
  memberName: string;
  institutionName: string;
  /** When it moved into its current status: the thread of an ended order closes some days after. */
  statusSince: string | null;
}

/**
 * What the thread reads of orders. The orders module implements it and wiring.ts hands it over;
 * another member's or institution's order reads as missing (订单不存在或不属于当前账号).
 */
export interface ThreadOrders {
  ofMember(memberId: number, orderId: number): Promise<ThreadOrder>;
  ofInstitution(institutionId: number, orderId: number): Promise<ThreadOrder>;
  /** Any order, for an operator (by id or by number); null when there is none. */
  find(ref: { id: number } | { orderNo: string }): Promise<ThreadOrder | null>;
}
