import { Link } from 'react-router';
import { Rate, Table, Tag } from 'antd';
import { EVALUATION_AUDIT_STATUS, formatDate, type EvaluationAuditStatus, type MyEvaluation, type MyEvaluationPage } from '@tcm/shared';
import { workbenchOrderHref } from '../hrefs';
import styles from './workbench.module.css';

const STATUS_COLOR: Record<EvaluationAuditStatus, string> = { [EVALUATION_AUDIT_STATUS.PENDING]: 'gold', [EVALUATION_AUDIT_STATUS.APPROVED]: 'green', [EVALUATION_AUDIT_STATUS.REJECTED]: 'red' };

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

/** What members wrote, whatever its audit status; the institution reads but does not decide. */
export function EvaluationTable({ page, loading, onPage }: { page: MyEvaluationPage; loading: boolean; onPage: (n: number) => void }) {
  return (
    <Table<MyEvaluation>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="evaluation-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={[
        {
          title: '订单 / 评价人',
          key: 'order',
          width: 190,
          render: (_, e) => (
            <>
              {e.orderId && e.orderNo ? <Link to={workbenchOrderHref(e.orderId)}>{e.orderNo}</Link> : '—'}
              <div className={styles.hint}>{e.memberName}</div>
            </>
          ),
        },
        {
          title: '评分',
          key: 'scores',
          width: 210,
          render: (_, e) => (
            <>
              <div>
                <Rate disabled allowHalf value={e.average} className={styles.rate} /> {e.average.toFixed(1)}
              </div>
              <div className={styles.hint}>服务 {e.service} · 时效 {e.timeliness} · 质量 {e.quality}</div>
            </>
          ),
        },
        { title: '评价内容', key: 'content', render: (_, e) => (<><p className={styles.pre}>{e.content || '—'}</p>{e.reply ? <p className={styles.hint}>机构回复：{e.reply}</p> : null}</>) },
        { title: '审核状态', key: 'status', width: 100, render: (_, e) => <Tag color={STATUS_COLOR[e.auditStatus]}>{e.auditStatusName}</Tag> },
        { title: '评价时间', key: 'at', width: 150, render: (_, e) => formatDate(e.createdAt, 'YYYY-MM-DD HH:mm') },
      ]}
    />
  );
}
