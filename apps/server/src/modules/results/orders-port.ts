import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffContext } from '../staff/service';

/** A test item on an order as the results sheet needs it: how many samples, and what it tests. */
export interface ResultOrderItem {
  id: number;
  testItemName: string;
  /** test_item.trait: 水分, 灰分, 重金属 … (matched against the monograph's checks). */
  trait: string;
  /** The catalogue's method for the item, proposed when the monograph gives none. */
  method: string;
  sampleCount: number;
  /** The sheet's samples of this item, sample k at [k - 1]; empty for an order entered by hand. */
  samples: ResultSample[];
}

/** A sample of an order's sample sheet, as results name and publish it. */
export interface ResultSample {
  name: string;
  batchNo: string;
  origin: string;
  supplier: string;
}

/** An order as the results module sees it. */
export interface ResultOrder {
  id: number;
  orderNo: string;
  status: number;
  sampleName: string;
  variety: string;
  batchNo: string;
  /** 1 = 2015 edition, 2 = 2020 edition. */
  testingBasis: number;
  items: ResultOrderItem[];
}

/**
 * What the results module reads of orders. The orders module implements it and wiring.ts hands it
 * over; another member's or institution's order reads as missing (订单不存在或不属于当前账号).
 */
export interface ResultOrders {
  ofInstitution(staff: StaffContext, orderId: number): Promise<ResultOrder>;
  ofMember(memberId: number, orderId: number): Promise<ResultOrder>;
  /**
   * In the caller's transaction: the order's status, holding its row until commit on PostgreSQL so a
   * concurrent issueReport waits for the save (SQLite's writes are serial anyway).
   */
  holdStatus(trx: Kysely<Database>, orderId: number): Promise<number | undefined>;
  /** In the caller's transaction: each order item's sheet samples (by order_item id), for publishing. */
  sheetSamples(trx: Kysely<Database>, orderId: number): Promise<Map<number, ResultSample[]>>;
}
