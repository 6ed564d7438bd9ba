import { adminLookupCalls, PHARMACOPOEIA_VOLUME_LABELS, type AdminMonographPage, type AdminMonographRow } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { DeleteButton } from './delete-button';
import styles from './lookup.module.css';

const columns = (onEdit: (id: number) => void): readonly TableColumn<AdminMonographRow>[] => [
  { key: 'name', title: '名称', render: (r) => (<>{r.name}<div className={styles.hint}>{r.pinyin}</div></>) },
  { key: 'latin', title: '拉丁名', render: (r) => r.latinName ?? '—' },
  { key: 'edition', title: '版次', width: 100, render: (r) => `${r.edition}年版` },
  { key: 'category', title: '分部 / 分类', width: 190, render: (r) => `${PHARMACOPOEIA_VOLUME_LABELS[r.volume]} · ${r.categoryName}` },
  { key: 'checks', title: '检查项目', width: 90, render: (r) => `${r.checkCount} 项` },
  {
    key: 'actions',
    title: '操作',
    width: 140,
    render: (r) => (
      <div className={styles.rowActions}>
        <Button size="small" kind="link" onClick={() => onEdit(r.id)}>
          编辑
        </Button>
        <DeleteButton action={adminLookupCalls.monographDelete} id={r.id} subject={`${r.name}（${r.edition}年版）`} warning="删除后该品种将不再出现在药典目录、详情和检索中，且不可恢复。" />
      </div>
    ),
  },
];

/** The monographs in pinyin order; 编辑 opens the form, 删除 asks first. */
export function MonographTable({ page, loading, onPage, onEdit }: { page: AdminMonographPage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return <PagedTable<AdminMonographRow> data-testid="monograph-table" columns={columns(onEdit)} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />;
}
