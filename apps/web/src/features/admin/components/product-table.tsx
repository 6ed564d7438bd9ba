import { useState } from 'react';
import { Button, Table } from 'antd';
import { formatDate, formatFen, GOODS_STATUS, type AdminProductPage, type AdminProductRow } from '@tcm/shared';
import { thumbnailUrl } from '@/components/uploader/upload-paths';
import { ProductActions } from './product-actions';
import { ProductDrawer } from './product-drawer';
import styles from './admin.module.css';

/** Members' product listings by goods status; 详情 shows every photo and field. */
export function ProductTable({ page, status, loading, onPage }: { page: AdminProductPage; status: number | undefined; loading: boolean; onPage: (n: number) => void }) {
  const [viewing, setViewing] = useState<number | null>(null);
  // The drawer shows the row as the refreshed list has it: a verdict moves the product off this tab and closes it.
  const viewed = page.list.find((r) => r.id === viewing) ?? null;
  return (
    <>
      <Table<AdminProductRow>
        rowKey="id"
        loading={loading}
        dataSource={page.list}
        data-testid="product-table"
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '封面', key: 'cover', width: 96, render: (_, r) => <img className={styles.cover} src={thumbnailUrl(r.cover)} alt={r.name} /> },
          { title: '产品', key: 'name', render: (_, r) => (<>{r.name}<div className={styles.hint}>{`${r.categoryName} · ${r.specification} · ${r.origin}`}</div></>) },
          { title: '价格', key: 'price', width: 130, render: (_, r) => `${formatFen(r.priceFen)} / ${r.unit}` },
          { title: '供应商', key: 'supplier', width: 200, render: (_, r) => (<>{r.supplier.companyName ?? '个人会员'}<div className={styles.hint}>{r.supplier.account}</div></>) },
          { title: '状态', key: 'status', width: 160, render: (_, r) => (<>{r.goodsStatusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>) },
          { title: status === GOODS_STATUS.IN_REVIEW ? '提交时间' : '更新时间', key: 'at', width: 150, render: (_, r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, r) => (
              <div className={styles.actions}>
                <Button size="small" onClick={() => setViewing(r.id)}>详情</Button>
                <ProductActions row={r} />
              </div>
            ),
          },
        ]}
      />
      <ProductDrawer row={viewed} onClose={() => setViewing(null)} />
    </>
  );
}
