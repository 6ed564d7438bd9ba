import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  type AdminEvaluationPage,
  type AdminRealNamePage,
  EVALUATION_AUDIT_STATUS,
  EVALUATION_AUDIT_STATUS_LABELS,
  type EvaluationAuditStatus,
  MEMBER_INFO_STATUS,
  MEMBER_INFO_STATUS_LABELS,
  type MemberInfoStatus,
  type MemberType,
  type adminEvaluationQuerySchema,
  type adminRealNameQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { maskPii } from '../../lib/pii-mask';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import type { NoticeSink } from '../notifications/writer';
import { createAdminReviewRepository } from './review-repository';

/**
 * §4 member info status 1 → 2 / 3 and evaluation audit status 1 → 2 / 3; only pending rows move.
 * The member hears of the verdict in its transaction (issue #22).
 */
export function createAdminReviewService({ db, clock, trail, notices }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail; notices: NoticeSink }) {
  const repo = createAdminReviewRepository(db);

  async function moveRealName(actor: AdminActor, memberId: number, to: MemberInfoStatus, reason: string | null): Promise<void> {
    const member = await repo.findMember(memberId);
    if (!member) throw new BusinessError(ADMIN_MESSAGES.memberNotFound);
    const approved = to === MEMBER_INFO_STATUS.APPROVED;
    const audience = await db.transaction().execute(async (trx) => {
      if (!(await createAdminReviewRepository(trx).reviewRealName(memberId, to, reason, iso(clock.now())))) throw new BusinessError(ADMIN_MESSAGES.realNameNotPending);
      const action = approved ? ADMIN_AUDIT_ACTIONS.realNameApprove : ADMIN_AUDIT_ACTIONS.realNameReject;
      await trail.record(trx, actor, action, `会员#${memberId}（${member.user_account}）`, reason);
      return notices.write(trx, approved ? 'realNameApproved' : 'realNameRejected', { memberId, reason });
    });
    await notices.announce(audience);
  }

  async function moveEvaluation(actor: AdminActor, id: number, to: EvaluationAuditStatus, reason: string | null): Promise<void> {
    const evaluation = await repo.findEvaluation(id);
    if (!evaluation) throw new BusinessError(ADMIN_MESSAGES.evaluationNotFound);
    const approved = to === EVALUATION_AUDIT_STATUS.APPROVED;
    const audience = await db.transaction().execute(async (trx) => {
      const r = createAdminReviewRepository(trx);
      if (!(await r.auditEvaluation(id, to))) throw new BusinessError(ADMIN_MESSAGES.evaluationNotPending);
      // Only approved evaluations count towards the rating the directory sorts by.
      if (approved) await r.refreshRating(evaluation.institution_id);
      const action = approved ? ADMIN_AUDIT_ACTIONS.evaluationApprove : ADMIN_AUDIT_ACTIONS.evaluationReject;
      await trail.record(trx, actor, action, `评价#${id}（机构#${evaluation.institution_id}）`, reason);
      // A seeded review from before ordering names no order: nobody to tell of it.
      return evaluation.order_id === null ? null : notices.write(trx, approved ? 'evaluationApproved' : 'evaluationRejected', { order: { id: evaluation.order_id }, reason });
    });
    if (audience) await notices.announce(audience);
  }

  return {
    async queryRealName(q: z.output<typeof adminRealNameQuerySchema>): Promise<AdminRealNamePage> {
      const { rows, total } = await repo.realNamePage(q, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({
        memberId: r.id,
        userAccount: r.user_account,
        // Masked: the clear values are an audited reveal (pii-service).
        mobile: maskPii(r.mobile),
        memberType: r.member_type as MemberType,
        infoStatus: r.info_status as MemberInfoStatus,
        infoStatusName: MEMBER_INFO_STATUS_LABELS[r.info_status as MemberInfoStatus],
        realName: r.real_name,
        idCard: maskPii(r.id_card),
        companyName: r.company_name,
        unifyCode: r.unify_code,
        licenseUrl: r.license_url,
        rejectReason: r.reject_reason,
        updatedAt: r.updated_at,
      }));
      return toPageResult(list, total, q);
    },
    approveRealName: (actor: AdminActor, memberId: number) => moveRealName(actor, memberId, MEMBER_INFO_STATUS.APPROVED, null),
    rejectRealName: (actor: AdminActor, memberId: number, reason: string) => moveRealName(actor, memberId, MEMBER_INFO_STATUS.REJECTED, reason),

    async queryEvaluation(q: z.output<typeof adminEvaluationQuerySchema>): Promise<AdminEvaluationPage> {
      const { rows, total } = await repo.evaluationPage(q, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({
        id: r.id,
        institutionId: r.institution_id,
        institutionName: r.institution_name,
        orderNo: r.order_no,
        memberAccount: r.user_account,
        service: r.score_service,
        timeliness: r.score_timeliness,
        quality: r.score_quality,
        content: r.content,
        auditStatus: r.audit_status as EvaluationAuditStatus,
        auditStatusName: EVALUATION_AUDIT_STATUS_LABELS[r.audit_status as EvaluationAuditStatus],
        createdAt: r.created_at,
      }));
      return toPageResult(list, total, q);
    },
    approveEvaluation: (actor: AdminActor, id: number) => moveEvaluation(actor, id, EVALUATION_AUDIT_STATUS.APPROVED, null),
    rejectEvaluation: (actor: AdminActor, id: number, reason: string) => moveEvaluation(actor, id, EVALUATION_AUDIT_STATUS.REJECTED, reason),
  };
}
