import { Link } from 'react-router';
import { Rate } from '@/components/lite/rate/rate';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { EVALUATION_AUDIT_STATUS, formatDate, type EvaluationAuditStatus, type MyEvaluation, type MyEvaluationPage } from '@tcm/shared';
import { workbenchOrderHref } from '../hrefs';
import styles from './workbench.module.css';

const STATUS_COLOR: Record<EvaluationAuditStatus, TagColor> = { [EVALUATION_AUDIT_STATUS.PENDING]: 'gold', [EVALUATION_AUDIT_STATUS.APPROVED]: 'green', [EVALUATION_AUDIT_STATUS.REJECTED]: 'red' };

/** 平均 4.3 分 and the three scores of the institution, as visitors see them (approved evaluations only). */
export function EvaluationSummaryBar({ summary }: { summary: MyEvaluationPage['summary'] }) {
  return (
    <div className={styles.summary} data-testid="evaluation-summary">
      <span>
        综合评分 <b className={styles.score}>{summary.overall.toFixed(1)}</b>
      </span>
      <span>服务 {summary.service.toFixed(1)}</span>
      <span>时效 {summary.timeliness.toFixed(1)}</span>
      <span>质量 {summary.quality.toFixed(1)}</span>
      <span className={styles.hint}>基于 {summary.count} 条审核通过的评价，与机构详情页展示一致</span>
    </div>
  );
}

const COLUMNS: readonly TableColumn<MyEvaluation>[] = [
  {
    key: 'order',
    title: '订单 / 评价人',
    width: 190,
    render: (e) => (
      <>
        {e.orderId && e.orderNo ? <Link to={workbenchOrderHref(e.orderId)}>{e.orderNo}</Link> : '—'}
        <div className={styles.hint}>{e.memberName}</div>
      </>
    ),
  },
  {
    key: 'scores',
    title: '评分',
    width: 210,
    render: (e) => (
      <>
        <div>
          <Rate value={e.average} className={styles.rate} /> {e.average.toFixed(1)}
        </div>
        <div className={styles.hint}>
          服务 {e.service} · 时效 {e.timeliness} · 质量 {e.quality}
        </div>
      </>
    ),
  },
  {
    key: 'content',
    title: '评价内容',
    render: (e) => (
      <>
        <p className={styles.pre}>{e.content || '—'}</p>
        {e.reply ? <p className={styles.hint}>机构回复：{e.reply}</p> : null}
      </>
    ),
  },
  {
    key: 'status',
    title: '审核状态',
    width: 100,
    render: (e) => (
      <Tag bordered color={STATUS_COLOR[e.auditStatus]}>
        {e.auditStatusName}
      </Tag>
    ),
  },
  { key: 'at', title: '评价时间', width: 150, render: (e) => formatDate(e.createdAt, 'YYYY-MM-DD HH:mm') },
];

/** What members wrote, whatever its audit status; the institution reads but does not decide. */
export function EvaluationTable({ page, loading, onPage }: { page: MyEvaluationPage; loading: boolean; onPage: (n: number) => void }) {
  return (
    <PagedTable<MyEvaluation> data-testid="evaluation-table" columns={COLUMNS} page={page} rowKey={(e) => e.id} loading={loading} onPage={onPage} totalUnit="条" />
  );
}
