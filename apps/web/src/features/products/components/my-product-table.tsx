import { Link } from 'react-router';
import { formatDate, formatFen, GOODS_STATUS_LABELS, type GoodsStatus, type ProductPage, type ProductSummary } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { productHref, thumbnailUrl } from '../hrefs';
import { ProductRowActions } from './product-row-actions';
import { RejectReason } from './reject-reason';
import styles from './my-products.module.css';

/** antd's status badges: a dot in the status's colour before its name. */
const STATUS_DOT: Record<GoodsStatus, string> = {
  0: styles.dotDefault!,
  1: styles.dotProcessing!,
  2: styles.dotSuccess!,
  3: styles.dotWarning!,
  4: styles.dotError!,
};

function Status({ product }: { product: ProductSummary }) {
  return (
    <span data-testid="goods-status" className={styles.status}>
      <span className={styles.badge}>
        <span className={`${styles.dot} ${STATUS_DOT[product.goodsStatus]}`} aria-hidden="true" />
        {GOODS_STATUS_LABELS[product.goodsStatus]}
      </span>
      {product.recommended ? <Tag color="gold">首页推荐</Tag> : null}
      {product.goodsStatus === 4 ? <RejectReason id={product.id} /> : null}
    </span>
  );
}

/** My products, one page: picture and name, price, status (with the reject reason), and what each row offers. */
export function MyProductTable({ page, loading, onPage, onEdit }: { page: ProductPage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  const columns: readonly TableColumn<ProductSummary>[] = [
    {
      key: 'product',
      title: '产品',
      render: (p) => (
        <div className={styles.product}>
          <span className={styles.thumb}>{p.cover ? <img src={thumbnailUrl(p.cover)} alt="" /> : null}</span>
          <span className={styles.productText}>
            {p.goodsStatus === 2 ? <Link to={productHref(p.id)}>{p.name}</Link> : <b>{p.name}</b>}
            <span className={styles.muted}>
              {p.categoryName} · {p.specification} · {p.origin}
            </span>
          </span>
        </div>
      ),
    },
    { key: 'price', title: '价格', width: 140, render: (p) => `${formatFen(p.priceFen)} / ${p.unit}` },
    { key: 'status', title: '状态', width: 150, render: (p) => <Status product={p} /> },
    { key: 'updatedAt', title: '更新时间', width: 150, render: (p) => formatDate(p.updatedAt, 'YYYY-MM-DD HH:mm') },
    { key: 'actions', title: '操作', width: 200, render: (p) => <ProductRowActions product={p} onEdit={onEdit} /> },
  ];
  return (
    <PagedTable<ProductSummary> className={styles.table} data-testid="my-products" columns={columns} page={page} rowKey={(p) => p.id} loading={loading} onPage={onPage} totalUnit="件" />
  );
}
