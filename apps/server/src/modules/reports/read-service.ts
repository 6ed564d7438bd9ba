import { type Judgement, type MyReport, ORDER_MESSAGES, type OrderReport, type PageQuery, type PageResult, REPORT_STATUS, REPORT_STATUS_LABELS, type ReportStatus, type ReportVerification, toPageResult } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { ActiveSession } from '../sessions/service';
import { toReport } from './mappers';
import { createReportRepository } from './repository';

/** The verdict of an order's results from its row counts: any 不符合 fails it, else any 符合 passes it; null without results. */
function conclusionOf(r: { result_rows: unknown; failed_rows: unknown; passed_rows: unknown }): Judgement | null {
  if (!Number(r.result_rows)) return null;
  return Number(r.failed_rows) ? 'fail' : Number(r.passed_rows) ? 'pass' : 'none';
}

/** Reading reports: a member's own, the public verification, and an order's current one (its detail shows it). */
export function createReportReads(db: Kysely<Database>) {
  const reports = createReportRepository(db);
  return {
    async myReports(session: ActiveSession, q: PageQuery & { keyword?: string }): Promise<PageResult<MyReport>> {
      const { rows, total } = await reports.myReports(session.memberId, q.keyword || undefined, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({ ...toReport(r), orderId: r.order_id, orderNo: r.order_no, institutionName: r.institution_name, sampleName: r.sample_name, conclusion: conclusionOf(r) }));
      return toPageResult(list, total, q);
    },

    /** Public: only what a printed report already shows (no member, no amounts). */
    async verify(code: string): Promise<ReportVerification> {
      const r = await reports.byCode(code);
      if (!r) throw new BusinessError(ORDER_MESSAGES.reportNotFound);
      const status = r.status as ReportStatus;
      const newer = status === REPORT_STATUS.REPLACED && r.replaced_by ? await reports.reportById(r.replaced_by) : undefined;
      return {
        status,
        statusName: REPORT_STATUS_LABELS[status],
        reportNo: r.report_no,
        institutionName: r.institution_name,
        sampleName: r.sample_name,
        issuedAt: r.issued_at,
        replacedBy: newer ? { reportNo: newer.report_no, issuedAt: newer.issued_at } : null,
      };
    },

    /** The order's current report (the newest issued), for its detail; the caller has checked whose order it is. */
    async currentOf(orderId: number): Promise<OrderReport | null> {
      const r = await reports.reportOf(orderId);
      return r ? toReport(r) : null;
    },
  };
}
export type ReportReads = ReturnType<typeof createReportReads>;
