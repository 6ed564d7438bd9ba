import { useState } from 'react';
import { Button, Table } from 'antd';
import { EVALUATION_AUDIT_STATUS, formatDate, type AdminEvaluationPage, type AdminEvaluationRow } from '@tcm/shared';
import { ApproveDialog, RejectDialog, type ReviewTarget } from './review-dialogs';
import styles from './admin.module.css';

/** Members' evaluations of institutions (1 → 2 shown on the institution's page, or 3). */
export function EvaluationTable({ page, loading, onPage }: { page: AdminEvaluationPage; loading: boolean; onPage: (n: number) => void }) {
  const [approving, setApproving] = useState<ReviewTarget | null>(null);
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const target = (r: AdminEvaluationRow) => ({ id: r.id, subject: r.orderNo ?? `评价#${r.id}` });
  return (
    <>
      <Table<AdminEvaluationRow>
        rowKey="id"
        loading={loading}
        dataSource={page.list}
        data-testid="evaluation-table"
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '机构', dataIndex: 'institutionName', width: 200 },
          { title: '订单号', key: 'orderNo', width: 170, render: (_, r) => (<>{r.orderNo ?? '—'}<div className={styles.hint}>{r.memberAccount}</div></>) },
          {
            title: '评分',
            key: 'scores',
            width: 130,
            render: (_, r) => (<><div>服务 {r.service} 分</div><div>时效 {r.timeliness} 分</div><div>质量 {r.quality} 分</div></>),
          },
          { title: '评价内容', key: 'content', render: (_, r) => <p className={styles.pre}>{r.content || '—'}</p> },
          { title: '状态', dataIndex: 'auditStatusName', width: 90 },
          { title: '评价时间', key: 'at', width: 150, render: (_, r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, r) =>
              r.auditStatus === EVALUATION_AUDIT_STATUS.PENDING ? (
                <div className={styles.actions}>
                  <Button size="small" type="primary" onClick={() => setApproving(target(r))}>通过</Button>
                  <Button size="small" danger onClick={() => setRejecting(target(r))}>驳回</Button>
                </div>
              ) : null,
          },
        ]}
      />
      {approving ? <ApproveDialog action="evaluation/approve" target={approving} question="确认审核通过该评价？通过后将在机构页面展示并计入机构评分。" onClose={() => setApproving(null)} /> : null}
      {rejecting ? <RejectDialog action="evaluation/reject" target={rejecting} hint="驳回的评价不会展示，也不计入机构评分。" onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
