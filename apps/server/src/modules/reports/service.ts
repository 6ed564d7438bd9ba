import { type InstitutionReport, ORDER_MESSAGES, type OrderDetail, REPORT_MESSAGES, REPORT_STATUS, type ReportLogAction } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import type { StaffContext } from '../staff/service';
import { toReport } from './mappers';
import { newReportNo, newVerifyCode } from './numbers';
import type { ReportOrder, ReportOrders } from './orders-port';
import type { GeneratedReportWriter } from './generated/writer';
import type { ReportResults } from './results-port';
import { createReportRepository } from './repository';
import type { ReportStamper } from './stamper';

/** Where a report's PDF comes from: the staff's upload, or (generate) written from the results — exactly one. */
interface ReportSource {
  reportUrl?: string | undefined;
  generate?: boolean | undefined;
}
function checkSource(b: ReportSource): void {
  if (b.reportUrl && b.generate) throw new BusinessError(REPORT_MESSAGES.sourceBoth);
  if (!b.reportUrl && !b.generate) throw new BusinessError(REPORT_MESSAGES.sourceRequired);
}

/** Audit-log actions of this module (the operator console searches them). */
export const REPORT_AUDIT_ACTIONS = { replace: 'report_replace', revoke: 'report_revoke' } as const;

export interface ReportServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  stamper: ReportStamper;
  files: PrivateDocuments;
  /** The order side of issuing, replacing and revoking (the orders module's, through wiring.ts). */
  orders: ReportOrders;
  /** The order's results sheet, which must be complete before a report is issued (issue #21). */
  results: ReportResults;
  /** The report written from the results (issue #21): the institution's letterhead, the order, the sheet. */
  writer: GeneratedReportWriter;
}

/**
 * Reports on the institution side, by staff of the order's institution: issuing one (the order
 * moves on; the copy members get is stamped with its number and verification code, issue #11),
 * the order's report history, replacing and revoking. Replacing or revoking moves no status; the
 * change is written on the order's timeline and in the audit log, and the public verification
 * call then tells the printed report's holder.
 */
export function createReportService({ db, clock, audit, stamper, files, orders, results, writer }: ReportServiceDeps) {
  async function currentOf(staff: StaffContext, orderId: number) {
    const order = await orders.ofInstitution(staff, orderId);
    const [current] = await createReportRepository(db).ofOrder(order.id);
    if (!current) throw new BusinessError(REPORT_MESSAGES.noReport);
    if (current.status !== REPORT_STATUS.VALID) throw new BusinessError(REPORT_MESSAGES.notCurrent);
    return { order, current };
  }

  /** The timeline row (status unchanged) and the audit row, in the change's transaction. */
  async function record(trx: Kysely<Database>, staff: StaffContext, order: ReportOrder, e: { action: ReportLogAction; note: string; now: string }) {
    await orders.note(trx, staff, order, e);
    const auditAction = e.action === 'replaceReport' ? REPORT_AUDIT_ACTIONS.replace : REPORT_AUDIT_ACTIONS.revoke;
    await createStaffTrail(audit).record(trx, staff, auditAction, `订单 ${order.order_no}`, e.note);
  }

  /** A new report's number and verification code, and the stamped copy members get (stamping stores a file). */
  async function stamped(staff: StaffContext, reportUrl: string, reportNo = newReportNo(clock.now())) {
    const verifyCode = newVerifyCode();
    const stampedUrl = await stamper.stamp(staff.memberId, reportUrl, { reportNo, verifyCode });
    return { reportNo, verifyCode, stampedUrl, originalUrl: reportUrl };
  }

  /** The report written from the results (issue #21), stored as the staff member's private upload: its path. */
  const generated = (staff: StaffContext, orderId: number, reportNo: string) => writer.write(staff, orderId, { reportNo, issuedOn: iso(clock.now()).slice(0, 10) });

  /** In the move's or the change's transaction: both files private to the order and claimed, and the report's row (its id). */
  async function store(trx: Kysely<Database>, orderId: number, r: Awaited<ReturnType<typeof stamped>>, now: string): Promise<number> {
    await files.makePrivate(trx, [r.originalUrl], { kind: 'report', orderId });
    await files.makePrivate(trx, [r.stampedUrl], { kind: 'stampedReport', orderId });
    await claimUploads(trx, [r.originalUrl, r.stampedUrl]);
    const id = await createReportRepository(trx).insert({
      order_id: orderId,
      report_no: r.reportNo,
      verify_code: r.verifyCode,
      file_url: r.stampedUrl,
      original_url: r.originalUrl,
      status: REPORT_STATUS.VALID,
      replaced_by: null,
      status_reason: null,
      issued_at: now,
    });
    await results.publish(trx, orderId, id, now);
    return id;
  }

  async function list(staff: StaffContext, orderId: number): Promise<InstitutionReport[]> {
    const order = await orders.ofInstitution(staff, orderId);
    const rows = await createReportRepository(db).ofOrder(order.id);
    return rows.map((r) => ({ ...toReport(r), originalUrl: r.original_url ?? r.file_url, statusReason: r.status_reason, replacedByNo: r.replaced_by_no }));
  }

  return {
    list,

    /**
     * 7 → 8, or 13 when the sample goes back; the original stays with the institution. The report is
     * the staff's upload, or (generate) written by the platform from the results (issue #21).
     */
    async issue(staff: StaffContext, b: ReportSource & { orderId: number }): Promise<OrderDetail> {
      checkSource(b);
      if (b.reportUrl) await requireOwnUploads(db, staff.memberId, [b.reportUrl]);
      const order = await orders.ofInstitution(staff, b.orderId);
      // Stamping stores a file, so a move the lifecycle refuses is refused before it.
      if (!order.issuable) throw new BusinessError(ORDER_MESSAGES.statusNotAllowed);
      // The results as data exist whether the report is uploaded or generated (issue #21): checked
      // before stamping, and again inside the move, after a save that raced it has committed.
      await results.requireComplete(staff, order.id);
      const reportNo = newReportNo(clock.now());
      const report = await stamped(staff, b.reportUrl ?? (await generated(staff, order.id, reportNo)), reportNo);
      return orders.issue(staff, order.id, report.reportNo, async (trx, now) => {
        await results.requireComplete(staff, order.id, trx);
        await store(trx, order.id, report, now);
      });
    },

    /**
     * A new report (new number and code, stamped) takes the current one's place, uploaded or generated
     * from the results as staff corrected them; it publishes those results, and the old report's stay
     * readable as its version (issue #21).
     */
    async replace(staff: StaffContext, b: ReportSource & { orderId: number; reason: string }): Promise<InstitutionReport[]> {
      checkSource(b);
      if (b.reportUrl) await requireOwnUploads(db, staff.memberId, [b.reportUrl]);
      const { order, current } = await currentOf(staff, b.orderId);
      await results.requireComplete(staff, order.id);
      const reportNo = newReportNo(clock.now());
      const report = await stamped(staff, b.reportUrl ?? (await generated(staff, order.id, reportNo)), reportNo);
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        await results.requireComplete(staff, order.id, trx);
        const id = await store(trx, order.id, report, now);
        if (!(await createReportRepository(trx).retire(current.id, REPORT_STATUS.REPLACED, b.reason, id))) throw new BusinessError(REPORT_MESSAGES.notCurrent);
        await results.unpublish(trx, current.id);
        await record(trx, staff, order, { action: 'replaceReport', note: `${current.report_no} → ${report.reportNo}：${b.reason}`, now });
      });
      return list(staff, order.id);
    },

    async revoke(staff: StaffContext, b: { orderId: number; reason: string }): Promise<InstitutionReport[]> {
      const { order, current } = await currentOf(staff, b.orderId);
      await db.transaction().execute(async (trx) => {
        if (!(await createReportRepository(trx).retire(current.id, REPORT_STATUS.REVOKED, b.reason, null))) throw new BusinessError(REPORT_MESSAGES.notCurrent);
        await results.unpublish(trx, current.id);
        await record(trx, staff, order, { action: 'revokeReport', note: `${current.report_no}：${b.reason}`, now: iso(clock.now()) });
      });
      return list(staff, order.id);
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
