import {
  EVALUATION_AUDIT_STATUS,
  EVALUATION_AUDIT_STATUS_LABELS,
  type EvaluationAuditStatus,
  type MyEvaluationPage,
  type PageQuery,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskAccount } from '../institutions/columns';
import type { InstitutionService } from '../institutions/service';
import type { StaffContext } from '../staff/service';
import { createMyEvaluationRepository } from './evaluation-repository';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * What members wrote of our institution, whatever the operator decided or has yet to decide: the
 * institution reads them all but has no call that changes an audit. The summary is the public one
 * (approved evaluations only), so the workbench shows the score visitors see.
 */
export function createMyEvaluationService(db: Kysely<Database>, institutions: Pick<InstitutionService, 'evaluationSummary'>) {
  const repo = createMyEvaluationRepository(db);
  return {
    async evaluations(staff: StaffContext, q: PageQuery & { auditStatus?: EvaluationAuditStatus }): Promise<MyEvaluationPage> {
      const [{ rows, total }, counts, summary] = await Promise.all([
        repo.page(staff.institutionId, q.auditStatus, q.pageSize, (q.pageNum - 1) * q.pageSize),
        repo.countsByStatus(staff.institutionId),
        institutions.evaluationSummary(staff.institutionId),
      ]);
      const list = rows.map((r) => {
        const auditStatus = r.audit_status as EvaluationAuditStatus;
        return {
          id: r.id,
          orderId: r.order_id,
          orderNo: r.order_no,
          memberName: maskAccount(r.user_account),
          service: r.score_service,
          timeliness: r.score_timeliness,
          quality: r.score_quality,
          average: oneDecimal((r.score_service + r.score_timeliness + r.score_quality) / 3),
          content: r.content,
          reply: r.reply,
          auditStatus,
          auditStatusName: EVALUATION_AUDIT_STATUS_LABELS[auditStatus],
          createdAt: r.created_at,
        };
      });
      const { PENDING, APPROVED, REJECTED } = EVALUATION_AUDIT_STATUS;
      const count = (s: number) => counts.get(s) ?? 0;
      return { ...toPageResult(list, total, q), summary, counts: { [PENDING]: count(PENDING), [APPROVED]: count(APPROVED), [REJECTED]: count(REJECTED) } };
    },
  };
}
