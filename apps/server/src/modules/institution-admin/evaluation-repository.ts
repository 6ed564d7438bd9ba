import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EVALUATION_COLUMNS } from '../institutions/columns';

/** The evaluations members wrote of one institution, of every audit status (SQL only). */
export function createMyEvaluationRepository(db: Kysely<Database>) {
  const ofInstitution = (institutionId: number, auditStatus?: number) => {
    const q = db.selectFrom('order_evaluation').where('order_evaluation.institution_id', '=', institutionId);
    return auditStatus === undefined ? q : q.where('order_evaluation.audit_status', '=', auditStatus);
  };
  return {
    async page(institutionId: number, auditStatus: number | undefined, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        ofInstitution(institutionId, auditStatus)
          .innerJoin('sys_member', 'sys_member.id', 'order_evaluation.member_id')
          .leftJoin('order_info', 'order_info.id', 'order_evaluation.order_id')
          .select([...EVALUATION_COLUMNS, 'order_evaluation.order_id', 'order_info.order_no'])
          .orderBy('order_evaluation.created_at', 'desc')
          .orderBy('order_evaluation.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        ofInstitution(institutionId, auditStatus).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** How many evaluations each audit status holds; a status with none is absent. */
    async countsByStatus(institutionId: number): Promise<Map<number, number>> {
      const rows = await ofInstitution(institutionId)
        .select(['order_evaluation.audit_status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('order_evaluation.audit_status')
        .execute();
      return new Map(rows.map((r) => [r.audit_status, Number(r.n)]));
    },
  };
}
