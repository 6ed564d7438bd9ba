import { Button, Switch, Tooltip } from 'antd';
import { adminInfoCalls, formatDate, type AdminDictPage, type AdminDictRow } from '@tcm/shared';
import { DeleteLink } from '@/components/delete-link/delete-link';
import { ConsolePageTable } from '@/components/console-page-table/console-page-table';
import { useResultMessage } from '@/lib/use-result-message';
import { useInfoAction } from '../api/info-actions';
import styles from './admin-info.module.css';

interface Props {
  page: AdminDictPage;
  loading: boolean;
  /** The portal reads this type by key: its entries can be disabled, not deleted (the server refuses too). */
  inUse: boolean;
  onPage: (n: number) => void;
  onEdit: (row: AdminDictRow) => void;
}

/** One type's entries in getDatas order; the switch enables or disables at once, 删除 asks first. */
export function DictTable({ page, loading, inUse, onPage, onEdit }: Props) {
  const setEnabled = useInfoAction(adminInfoCalls.setEnabled);
  const remove = useInfoAction(adminInfoCalls.dictDelete);
  const show = useResultMessage();
  return (
    <ConsolePageTable<AdminDictRow>
      page={page}
      loading={loading}
      onPage={onPage}
      testId="dict-table"
      columns={[
        { title: '编码', key: 'code', width: 130, render: (_, r) => <span className={styles.code}>{r.dictCode}</span> },
        { title: '标签', dataIndex: 'dictLabel' },
        { title: '值', dataIndex: 'dictValue', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 70 },
        {
          title: '启用',
          key: 'enabled',
          width: 80,
          render: (_, r) => (
            <Switch
              size="small"
              checked={r.enabled}
              aria-label={`启用「${r.dictLabel}」`}
              loading={setEnabled.isPending && setEnabled.variables?.id === r.id}
              onChange={(enabled) => void show(setEnabled.mutateAsync({ id: r.id, enabled }))}
            />
          ),
        },
        { title: '更新时间', key: 'updatedAt', width: 150, render: (_, r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
        {
          title: '操作',
          key: 'actions',
          width: 120,
          render: (_, r) => (
            <>
              <Button size="small" type="link" onClick={() => onEdit(r)}>
                编辑
              </Button>
              {inUse ? (
                <Tooltip title="门户页面正在读取该类型，只能停用">
                  <Button size="small" type="link" danger disabled>
                    删除
                  </Button>
                </Tooltip>
              ) : (
                <DeleteLink title={`删除「${r.dictLabel}」？`} description="删除后门户将不再读取该条目，且不可恢复；只想暂时下线请停用。" okText="确认删除" onConfirm={() => show(remove.mutateAsync({ id: r.id }))} />
              )}
            </>
          ),
        },
      ]}
    />
  );
}
