import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS, formatDate, type AdminAuditPage, type AdminAuditRow } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import styles from './admin.module.css';

const COLUMNS: readonly TableColumn<AdminAuditRow>[] = [
  { key: 'at', title: '时间', width: 170, render: (r) => formatDate(r.at) },
  { key: 'account', title: '账号', width: 140, render: (r) => r.account ?? '—' },
  { key: 'action', title: '操作', width: 150, render: (r) => AUDIT_ACTION_LABELS[r.action] ?? r.action },
  { key: 'result', title: '结果', width: 80, render: (r) => <span className={r.result === 'success' ? undefined : styles.reason}>{AUDIT_RESULT_LABELS[r.result] ?? r.result}</span> },
  { key: 'ip', title: 'IP', width: 130, render: (r) => r.ip ?? '—' },
  { key: 'detail', title: '详情', render: (r) => r.detail ?? '—' },
];

/** The audit log, newest first; an action or result without a label shows as stored. */
export function AuditTable({ page, loading, onPage }: { page: AdminAuditPage; loading: boolean; onPage: (n: number) => void }) {
  return <PagedTable<AdminAuditRow> data-testid="audit-table" columns={COLUMNS} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />;
}
