import type { OrderDetail, ReportLogAction } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffContext } from '../staff/service';

/** An order as the reports module sees it: its id, number and status, and whether it can take a report now. */
export interface ReportOrder {
  id: number;
  order_no: string;
  status: number;
  /** The lifecycle allows issuing a report from this status (the move checks again, atomically). */
  issuable: boolean;
}

/**
 * What the reports module does with orders. The orders module implements it (its institution
 * moves) and wiring.ts hands it over; reports never reads or writes an order's rows itself.
 */
export interface ReportOrders {
  /** One of the staff's own institution's orders; another institution's order reads as missing (订单不存在). */
  ofInstitution(staff: StaffContext, orderId: number): Promise<ReportOrder>;
  /** The order as its institution's staff read it (the sample, the client, the timeline): what a generated report prints. */
  detail(staff: StaffContext, orderId: number): Promise<OrderDetail>;
  /** 7 → 8 (or 13 when the sample goes back), audited; `also` writes the report in the move's transaction. */
  issue(staff: StaffContext, orderId: number, note: string, also: (trx: Kysely<Database>, now: string) => Promise<void>): Promise<OrderDetail>;
  /** A line on the order's timeline that moves no status (a report replaced or revoked), in the caller's transaction. */
  note(trx: Kysely<Database>, staff: StaffContext, order: ReportOrder, e: { action: ReportLogAction; note: string; now: string }): Promise<void>;
}
