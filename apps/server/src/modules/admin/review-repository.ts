import { EVALUATION_AUDIT_STATUS, MEMBER_INFO_STATUS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

/** Member real-name reviews and evaluation audits. Takes a transaction. */
export function createAdminReviewRepository(db: Kysely<Database>) {
  const members = (f: { status: number; keyword?: string }) => {
    let q = db.selectFrom('sys_member').leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id').where('sys_member.info_status', '=', f.status);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) =>
        eb.or([ilike(eb.ref('sys_member.user_account'), p), ilike(eb.ref('sys_member.mobile'), p), ilike(eb.fn.coalesce('sys_member.real_name', eb.val('')), p), ilike(eb.fn.coalesce('sys_company.company_name', eb.val('')), p)]),
      );
    }
    return q;
  };
  const evaluations = (f: { status?: number; institutionId?: number; keyword?: string }) => {
    let q = db
      .selectFrom('order_evaluation as e')
      .innerJoin('institution', 'institution.id', 'e.institution_id')
      .innerJoin('sys_member', 'sys_member.id', 'e.member_id')
      .leftJoin('order_info', 'order_info.id', 'e.order_id');
    if (f.status) q = q.where('e.audit_status', '=', f.status);
    if (f.institutionId) q = q.where('e.institution_id', '=', f.institutionId);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) => eb.or([ilike(eb.ref('e.content'), p), ilike(eb.ref('institution.name'), p), ilike(eb.ref('sys_member.user_account'), p)]));
    }
    return q;
  };
  return {
    /** Oldest submission first: the queue is worked from the front. */
    async realNamePage(f: { status: number; keyword?: string }, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        members(f)
          .select([
            'sys_member.id',
            'sys_member.user_account',
            'sys_member.mobile',
            'sys_member.member_type',
            'sys_member.info_status',
            'sys_member.real_name',
            'sys_member.id_card',
            'sys_member.reject_reason',
            'sys_member.updated_at',
            'sys_company.company_name',
            'sys_company.unify_code',
            'sys_company.license_url',
          ])
          .orderBy('sys_member.updated_at')
          .orderBy('sys_member.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        members(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    findMember(id: number) {
      return db.selectFrom('sys_member').select(['id', 'user_account', 'info_status']).where('id', '=', id).executeTakeFirst();
    },
    /** 1 → 2 or 3 only; false when the member was not awaiting review. */
    async reviewRealName(id: number, to: number, rejectReason: string | null, at: string): Promise<boolean> {
      const r = await db
        .updateTable('sys_member')
        .set({ info_status: to, reject_reason: rejectReason, updated_at: at })
        .where('id', '=', id)
        .where('info_status', '=', MEMBER_INFO_STATUS.PENDING_REVIEW)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async evaluationPage(f: { status?: number; institutionId?: number; keyword?: string }, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        evaluations(f)
          .select([
            'e.id',
            'e.institution_id',
            'institution.name as institution_name',
            'order_info.order_no',
            'sys_member.user_account',
            'e.score_service',
            'e.score_timeliness',
            'e.score_quality',
            'e.content',
            'e.audit_status',
            'e.created_at',
          ])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        evaluations(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    findEvaluation(id: number) {
      return db.selectFrom('order_evaluation').select(['id', 'institution_id', 'order_id', 'audit_status']).where('id', '=', id).executeTakeFirst();
    },
    async auditEvaluation(id: number, to: number): Promise<boolean> {
      const r = await db.updateTable('order_evaluation').set({ audit_status: to }).where('id', '=', id).where('audit_status', '=', EVALUATION_AUDIT_STATUS.PENDING).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** The institution's stored rating: the mean of all three scores over approved evaluations, in tenths (sums, not AVG: same on both engines). */
    async refreshRating(institutionId: number): Promise<void> {
      const r = await db
        .selectFrom('order_evaluation')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>(eb(eb(eb.ref('score_service'), '+', eb.ref('score_timeliness')), '+', eb.ref('score_quality'))), eb.lit(0)).as('total')])
        .where('institution_id', '=', institutionId)
        .where('audit_status', '=', EVALUATION_AUDIT_STATUS.APPROVED)
        .executeTakeFirstOrThrow();
      const n = Number(r.n);
      const ratingX10 = n ? Math.round((10 * Number(r.total)) / (3 * n)) : 0;
      await db.updateTable('institution').set({ rating_x10: ratingX10 }).where('id', '=', institutionId).execute();
    },
  };
}
