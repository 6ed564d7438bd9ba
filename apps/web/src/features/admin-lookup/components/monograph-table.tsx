import { Button, Table } from 'antd';
import { PHARMACOPOEIA_VOLUME_LABELS, type AdminMonographPage, type AdminMonographRow } from '@tcm/shared';
import { DeleteButton } from './delete-button';
import styles from './lookup.module.css';

/** The monographs in pinyin order; 编辑 opens the form, 删除 asks first. */
export function MonographTable({ page, loading, onPage, onEdit }: { page: AdminMonographPage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return (
    <Table<AdminMonographRow>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="monograph-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={[
        { title: '名称', key: 'name', render: (_, r) => (<>{r.name}<div className={styles.hint}>{r.pinyin}</div></>) },
        { title: '拉丁名', key: 'latin', render: (_, r) => r.latinName ?? '—' },
        { title: '版次', key: 'edition', width: 100, render: (_, r) => `${r.edition}年版` },
        { title: '分部 / 分类', key: 'category', width: 190, render: (_, r) => `${PHARMACOPOEIA_VOLUME_LABELS[r.volume]} · ${r.categoryName}` },
        { title: '检查项目', key: 'checks', width: 90, render: (_, r) => `${r.checkCount} 项` },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_, r) => (
            <>
              <Button size="small" type="link" onClick={() => onEdit(r.id)}>
                编辑
              </Button>
              <DeleteButton action="monograph/delete" id={r.id} subject={`${r.name}（${r.edition}年版）`} warning="删除后该品种将不再出现在药典目录、详情和检索中，且不可恢复。" />
            </>
          ),
        },
      ]}
    />
  );
}
