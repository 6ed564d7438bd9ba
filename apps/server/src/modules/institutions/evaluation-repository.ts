import { type CompanyEvaluation, EVALUATION_AUDIT_STATUS, type EvaluationAuditStatus, type EvaluationSummary } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EVALUATION_COLUMNS, maskAccount } from './columns';

const APPROVED = EVALUATION_AUDIT_STATUS.APPROVED;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;


/** Order evaluations; only approved ones (§4 audit status 2) are ever read here. */
export function createEvaluationRepository(db: Kysely<Database>) {
  const approved = (institutionId: number) =>
    db.selectFrom('order_evaluation').where('order_evaluation.institution_id', '=', institutionId).where('order_evaluation.audit_status', '=', APPROVED);
  return {
    async page(institutionId: number, limit: number, offset: number): Promise<CompanyEvaluation[]> {
      const rows = await approved(institutionId)
        .innerJoin('sys_member', 'sys_member.id', 'order_evaluation.member_id')
        .select(EVALUATION_COLUMNS)
        .orderBy('order_evaluation.created_at', 'desc')
        .orderBy('order_evaluation.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        memberName: maskAccount(r.user_account),
        service: r.score_service,
        timeliness: r.score_timeliness,
        quality: r.score_quality,
        content: r.content,
        reply: r.reply,
        auditStatus: r.audit_status as EvaluationAuditStatus,
        createdAt: r.created_at,
      }));
    },
    /** Sums, not AVG(): the engines round averages differently; one decimal is taken here. */
    async summary(institutionId: number): Promise<EvaluationSummary> {
      const r = await approved(institutionId)
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('score_service'), eb.lit(0)).as('s'),
          eb.fn.coalesce(eb.fn.sum<number>('score_timeliness'), eb.lit(0)).as('t'),
          eb.fn.coalesce(eb.fn.sum<number>('score_quality'), eb.lit(0)).as('q'),
        ])
        .executeTakeFirstOrThrow();
      const n = Number(r.n);
      const [s, t, q] = [Number(r.s), Number(r.t), Number(r.q)];
      if (!n) return { count: 0, service: 0, timeliness: 0, quality: 0, overall: 0 };
      return { count: n, service: oneDecimal(s / n), timeliness: oneDecimal(t / n), quality: oneDecimal(q / n), overall: oneDecimal((s + t + q) / (3 * n)) };
    },
  };
}
export type EvaluationRepository = ReturnType<typeof createEvaluationRepository>;
