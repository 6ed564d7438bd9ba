import { formatDate, formatFen, ORDER_MESSAGES, type MyTestService, type PageResult } from '@tcm/shared';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { useDeleteMyTestService } from '../api/delete-my-test-service';
import styles from './package-list.module.css';

export interface PackageListProps {
  page: PageResult<MyTestService>;
  loading: boolean;
  onPage: (n: number) => void;
  onEdit: (pkg: MyTestService) => void;
  /** One click: the package's available items go into the cart (composed by the page). */
  onAddToCart: (pkg: MyTestService) => void;
}

function DeleteButton({ pkg }: { pkg: MyTestService }) {
  const remove = useDeleteMyTestService();
  const { ask, dialog } = useConfirmedAction();
  const question = { title: `确定删除套餐“${pkg.name}”吗？`, okText: '删 除', send: () => remove.mutateAsync(pkg.id), successText: ORDER_MESSAGES.packageDeleted };
  return (
    <>
      <Button kind="link" danger loading={remove.isPending} onClick={() => ask(question)}>
        删除
      </Button>
      {dialog}
    </>
  );
}

/** My common test packages: items (withdrawn ones marked), total, and the one-click cart button. */
export function PackageList({ page, loading, onPage, onEdit, onAddToCart }: PackageListProps) {
  const columns: readonly TableColumn<MyTestService>[] = [
    { key: 'name', title: '套餐名称', width: 180, render: (p) => p.name },
    {
      key: 'items',
      title: '检测项目',
      render: (p) => (
        <span className={styles.items}>
          {p.items.map((i) => (
            <Tag key={i.testServiceId} bordered className={i.available ? undefined : styles.withdrawn}>
              {i.service ? `${i.service.testItem.name}×${i.sampleCount}` : '已下架的项目'}
            </Tag>
          ))}
        </span>
      ),
    },
    { key: 'total', title: '合计', width: 120, render: (p) => formatFen(p.totalFen) },
    { key: 'time', title: '更新时间', width: 120, render: (p) => formatDate(p.updatedAt, 'YYYY-MM-DD') },
    {
      key: 'actions',
      title: '操作',
      width: 240,
      render: (p) => (
        <span className={styles.actions}>
          <Button kind="link" onClick={() => onAddToCart(p)} disabled={!p.items.some((i) => i.available)}>
            加入购物车
          </Button>
          <Button kind="link" onClick={() => onEdit(p)}>
            编辑
          </Button>
          <DeleteButton pkg={p} />
        </span>
      ),
    },
  ];
  return (
    <PagedTable<MyTestService> data-testid="package-table" columns={columns} page={page} rowKey={(p) => p.id} loading={loading} onPage={onPage} pagerAlign="center" />
  );
}
