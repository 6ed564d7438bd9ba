import { Button, Tag } from 'antd';
import { adminLookupCalls, STANDARD_STATE, type AdminStandardPage, type AdminStandardRow } from '@tcm/shared';
import { ConsolePageTable } from '@/components/console-page-table/console-page-table';
import { DeleteButton } from './delete-button';
import styles from './lookup.module.css';

const STATE_COLOURS = { [STANDARD_STATE.CURRENT]: 'green', [STANDARD_STATE.UPCOMING]: 'blue', [STANDARD_STATE.ABOLISHED]: 'default' } as const;

/** The standards with their derived state and PDF; 编辑 opens the form, 删除 asks first. */
export function StandardTable({ page, loading, onPage, onEdit }: { page: AdminStandardPage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return (
    <ConsolePageTable<AdminStandardRow>
      page={page}
      loading={loading}
      onPage={onPage}
      testId="standard-table"
      columns={[
        { title: '标准号', dataIndex: 'standardNo', width: 190 },
        { title: '标准名称', key: 'name', render: (_, r) => (<>{r.nameCn}<div className={styles.hint}>{r.issuer}</div></>) },
        { title: '级别', dataIndex: 'levelName', width: 90 },
        { title: '状态', key: 'state', width: 90, render: (_, r) => <Tag color={STATE_COLOURS[r.state]}>{r.stateName}</Tag> },
        { title: '实施日期', dataIndex: 'implementDate', width: 110 },
        {
          title: '标准文本',
          key: 'pdf',
          width: 90,
          render: (_, r) => (r.pdfUrl ? <a href={r.pdfUrl} target="_blank" rel="noreferrer">查看 PDF</a> : <span className={styles.hint}>未上传</span>),
        },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_, r) => (
            <div className={styles.rowActions}>
              <Button size="small" type="link" onClick={() => onEdit(r.id)}>
                编辑
              </Button>
              <DeleteButton action={adminLookupCalls.standardDelete} id={r.id} subject={r.standardNo} warning="删除后该标准将不再出现在质量标准查询和检索中，且不可恢复。" />
            </div>
          ),
        },
      ]}
    />
  );
}
