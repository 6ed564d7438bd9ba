import { type InstitutionReport, ORDER_MESSAGES, REPORT_MESSAGES, REPORT_STATUS, type ReportLogAction } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import { claimUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import { toReport } from '../orders/mappers';
import { requireOwnUploads } from '../files/claims';
import { newReportNo, newVerifyCode } from '../orders/numbers';
import { type OrderRow, createOrderRepository } from '../orders/repository';
import type { StaffContext } from '../staff/service';
import { createReportRepository } from './repository';
import type { ReportStamper } from './stamper';

/** Audit-log actions of this module (the operator console searches them). */
export const REPORT_AUDIT_ACTIONS = { replace: 'report_replace', revoke: 'report_revoke' } as const;

/**
 * Replacing and revoking an issued report (issue #11), by staff of the order's institution. The
 * order's status does not move; the change is written on its timeline and in the audit log, and
 * the public verification call then tells the printed report's holder.
 */
export function createReportAdminService(deps: { db: Kysely<Database>; clock: Clock; audit: AuditService; stamper: ReportStamper; files: PrivateDocuments }) {
  const { db, clock, audit, stamper, files } = deps;
  async function orderOf(staff: StaffContext, orderId: number): Promise<OrderRow> {
    const order = await createOrderRepository(db).find({ institutionId: staff.institutionId }, orderId);
    // Another institution's order reads exactly like a missing one.
    if (!order) throw new BusinessError(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  async function currentOf(staff: StaffContext, orderId: number) {
    const order = await orderOf(staff, orderId);
    const [current] = await createReportRepository(db).ofOrder(order.id);
    if (!current) throw new BusinessError(REPORT_MESSAGES.noReport);
    if (current.status !== REPORT_STATUS.VALID) throw new BusinessError(REPORT_MESSAGES.notCurrent);
    return { order, current };
  }

  /** The timeline row (status unchanged) and the audit row, in the change's transaction. */
  async function record(trx: Kysely<Database>, staff: StaffContext, order: OrderRow, e: { action: ReportLogAction; note: string; now: string }) {
    await createOrderRepository(trx).log({
      order_id: order.id,
      actor: 'institution',
      actor_member_id: staff.memberId,
      action: e.action,
      from_status: order.status,
      to_status: order.status,
      note: e.note,
      created_at: e.now,
    });
    const auditAction = e.action === 'replaceReport' ? REPORT_AUDIT_ACTIONS.replace : REPORT_AUDIT_ACTIONS.revoke;
    await createStaffTrail(audit).record(trx, staff, auditAction, `订单 ${order.order_no}`, e.note);
  }

  async function list(staff: StaffContext, orderId: number): Promise<InstitutionReport[]> {
    const order = await orderOf(staff, orderId);
    const rows = await createReportRepository(db).ofOrder(order.id);
    return rows.map((r) => ({ ...toReport(r), originalUrl: r.original_url ?? r.file_url, statusReason: r.status_reason, replacedByNo: r.replaced_by_no }));
  }

  return {
    list,

    /** A new report (new number and code, stamped) takes the current one's place. */
    async replace(staff: StaffContext, b: { orderId: number; reportUrl: string; reason: string }): Promise<InstitutionReport[]> {
      await requireOwnUploads(db, staff.memberId, [b.reportUrl]);
      const { order, current } = await currentOf(staff, b.orderId);
      const reportNo = newReportNo(clock.now());
      const verifyCode = newVerifyCode();
      const stampedUrl = await stamper.stamp(staff.memberId, b.reportUrl, { reportNo, verifyCode });
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        const repo = createReportRepository(trx);
        const id = await repo.insert({
          order_id: order.id,
          report_no: reportNo,
          verify_code: verifyCode,
          file_url: stampedUrl,
          original_url: b.reportUrl,
          status: REPORT_STATUS.VALID,
          replaced_by: null,
          status_reason: null,
          issued_at: now,
        });
        if (!(await repo.retire(current.id, REPORT_STATUS.REPLACED, b.reason, id))) throw new BusinessError(REPORT_MESSAGES.notCurrent);
        await files.makePrivate(trx, [b.reportUrl], { kind: 'report', orderId: order.id });
        await files.makePrivate(trx, [stampedUrl], { kind: 'stampedReport', orderId: order.id });
        await claimUploads(trx, [b.reportUrl, stampedUrl]);
        await record(trx, staff, order, { action: 'replaceReport', note: `${current.report_no} → ${reportNo}：${b.reason}`, now });
      });
      return list(staff, order.id);
    },

    async revoke(staff: StaffContext, b: { orderId: number; reason: string }): Promise<InstitutionReport[]> {
      const { order, current } = await currentOf(staff, b.orderId);
      await db.transaction().execute(async (trx) => {
        if (!(await createReportRepository(trx).retire(current.id, REPORT_STATUS.REVOKED, b.reason, null))) throw new BusinessError(REPORT_MESSAGES.notCurrent);
        await record(trx, staff, order, { action: 'revokeReport', note: `${current.report_no}：${b.reason}`, now: iso(clock.now()) });
      });
      return list(staff, order.id);
    },
  };
}
export type ReportAdminService = ReturnType<typeof createReportAdminService>;
