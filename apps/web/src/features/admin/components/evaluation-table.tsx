import { adminCalls, EVALUATION_AUDIT_STATUS, formatDate, type AdminEvaluationPage, type AdminEvaluationRow } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { ReviewActions, type ReviewDecisions } from './review-actions';
import styles from './admin.module.css';

const DECISIONS: ReviewDecisions = {
  approve: adminCalls.evaluationApprove,
  question: '确认审核通过该评价？通过后将在机构页面展示并计入机构评分。',
  reject: adminCalls.evaluationReject,
  hint: '驳回的评价不会展示，也不计入机构评分。',
};

const COLUMNS: readonly TableColumn<AdminEvaluationRow>[] = [
  { key: 'institution', title: '机构', width: 200, render: (r) => r.institutionName },
  { key: 'orderNo', title: '订单号', width: 170, render: (r) => (<>{r.orderNo ?? '—'}<div className={styles.hint}>{r.memberAccount}</div></>) },
  { key: 'scores', title: '评分', width: 130, render: (r) => (<><div>服务 {r.service} 分</div><div>时效 {r.timeliness} 分</div><div>质量 {r.quality} 分</div></>) },
  { key: 'content', title: '评价内容', render: (r) => <p className={styles.pre}>{r.content || '—'}</p> },
  { key: 'status', title: '状态', width: 90, render: (r) => r.auditStatusName },
  { key: 'at', title: '评价时间', width: 150, render: (r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 150,
    render: (r) => (r.auditStatus === EVALUATION_AUDIT_STATUS.PENDING ? <ReviewActions target={{ id: r.id, subject: r.orderNo ?? `评价#${r.id}` }} decisions={DECISIONS} /> : null),
  },
];

/** Members' evaluations of institutions (1 → 2 shown on the institution's page, or 3). */
export function EvaluationTable({ page, loading, onPage }: { page: AdminEvaluationPage; loading: boolean; onPage: (n: number) => void }) {
  return <PagedTable<AdminEvaluationRow> data-testid="evaluation-table" columns={COLUMNS} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />;
}
