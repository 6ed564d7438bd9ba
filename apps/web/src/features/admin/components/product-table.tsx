import { Suspense } from 'react';
import { formatDate, formatFen, GOODS_STATUS, type AdminProductPage, type AdminProductRow } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { thumbnailUrl } from '@/components/uploader/upload-paths';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { useOpened } from '@/lib/use-opened';
import { ProductActions } from './product-actions';
import styles from './admin.module.css';

/** The detail drawer (antd's Drawer and Descriptions) loads on the first 详情. */
const ProductDrawer = lazyPartWithAntd(() => import('./product-drawer').then((m) => m.ProductDrawer));

const columns = (status: number | undefined, view: (id: number) => void): readonly TableColumn<AdminProductRow>[] => [
  { key: 'cover', title: '封面', width: 96, render: (r) => <img className={styles.cover} src={thumbnailUrl(r.cover)} alt={r.name} width={72} height={54} /> },
  { key: 'name', title: '产品', render: (r) => (<>{r.name}<div className={styles.hint}>{`${r.categoryName} · ${r.specification} · ${r.origin}`}</div></>) },
  { key: 'price', title: '价格', width: 120, render: (r) => `${formatFen(r.priceFen)} / ${r.unit}` },
  { key: 'supplier', title: '供应商', width: 180, render: (r) => (<>{r.supplier.companyName ?? '个人会员'}<div className={styles.hint}>{r.supplier.account}</div></>) },
  { key: 'status', title: '状态', width: 120, render: (r) => (<>{r.goodsStatusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>) },
  { key: 'at', title: status === GOODS_STATUS.IN_REVIEW ? '提交时间' : '更新时间', width: 150, render: (r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 190,
    render: (r) => (
      <div className={styles.actions}>
        <Button size="small" onClick={() => view(r.id)}>
          详情
        </Button>
        <ProductActions row={r} />
      </div>
    ),
  },
];

/** Members' product listings by goods status; 详情 shows every photo and field. */
export function ProductTable({ page, status, loading, onPage }: { page: AdminProductPage; status: number | undefined; loading: boolean; onPage: (n: number) => void }) {
  const viewing = useOpened<number>();
  // The drawer shows the row as the refreshed list has it: a verdict moves the product off this tab and closes it.
  const viewed = page.list.find((r) => r.id === viewing.value) ?? null;
  return (
    <>
      <PagedTable<AdminProductRow> data-testid="product-table" columns={columns(status, viewing.open)} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />
      <Suspense fallback={null}>{viewing.ever ? <ProductDrawer row={viewed} onClose={viewing.close} /> : null}</Suspense>
    </>
  );
}
