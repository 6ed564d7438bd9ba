import { EVALUATION_AUDIT_STATUS, EVALUATION_AUDIT_STATUS_OPTIONS } from '@tcm/shared';
import { EvaluationTable } from '@/features/admin/components/evaluation-table';
import { ReviewQueue } from './review-queue';

/** 运营 · 评价审核 ?status=&keyword=: evaluations by audit status, 待审核 first. */
export default function AdminEvaluationsPage() {
  return <ReviewQueue list="evaluation/query" pending={EVALUATION_AUDIT_STATUS.PENDING} placeholder="机构名称、会员账号或评价内容" options={EVALUATION_AUDIT_STATUS_OPTIONS} all emptyText="暂无评价" table={EvaluationTable} />;
}
