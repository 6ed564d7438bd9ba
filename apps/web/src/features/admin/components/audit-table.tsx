import { Table } from 'antd';
import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS, formatDate, type AdminAuditPage, type AdminAuditRow } from '@tcm/shared';
import styles from './admin.module.css';

/** The audit log, newest first; an action or result without a label shows as stored. */
export function AuditTable({ page, loading, onPage }: { page: AdminAuditPage; loading: boolean; onPage: (n: number) => void }) {
  return (
    <Table<AdminAuditRow>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="audit-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={[
        { title: '时间', key: 'at', width: 170, render: (_, r) => formatDate(r.at) },
        { title: '账号', key: 'account', width: 140, render: (_, r) => r.account ?? '—' },
        { title: '操作', key: 'action', width: 150, render: (_, r) => AUDIT_ACTION_LABELS[r.action] ?? r.action },
        { title: '结果', key: 'result', width: 80, render: (_, r) => <span className={r.result === 'success' ? undefined : styles.reason}>{AUDIT_RESULT_LABELS[r.result] ?? r.result}</span> },
        { title: 'IP', key: 'ip', width: 130, render: (_, r) => r.ip ?? '—' },
        { title: '详情', key: 'detail', render: (_, r) => r.detail ?? '—' },
      ]}
    />
  );
}
