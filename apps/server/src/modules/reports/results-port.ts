import type { ResultSheet } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffContext } from '../staff/service';

/**
 * What issuing a report asks of the results module (issue #21): every row of the order's results
 * sheet filled, whether the report is uploaded or generated, and the sheet a generated one prints. The results module implements it and
 * wiring.ts hands it over.
 */
export interface ReportResults {
  /** Refuses (还有 N 行检测结果未填写…) unless every row is filled; with `trx`, reads inside the issuing move. */
  requireComplete(staff: StaffContext, orderId: number, trx?: Kysely<Database>): Promise<void>;
  /** The order's sheet, judged: what a generated report prints. */
  sheet(staff: StaffContext, orderId: number): Promise<ResultSheet>;
  /** In the issuing or replacing transaction: the working sheet published as report `reportId`'s data. */
  publish(trx: Kysely<Database>, orderId: number, reportId: number, reportedAt: string): Promise<void>;
  /** In the replacing or revoking transaction: the old report's data stays as its version, no longer current. */
  unpublish(trx: Kysely<Database>, reportId: number): Promise<void>;
}
