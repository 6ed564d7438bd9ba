import { Link } from 'react-router';
import { Badge, Table, Tag } from 'antd';
import { formatDate, formatFen, GOODS_STATUS_LABELS, type GoodsStatus, type ProductPage, type ProductSummary } from '@tcm/shared';
import { productHref, thumbnailUrl } from '../hrefs';
import { ProductRowActions } from './product-row-actions';
import { RejectReason } from './reject-reason';
import styles from './my-products.module.css';

const STATUS_BADGE: Record<GoodsStatus, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'warning',
  4: 'error',
};

function Status({ product }: { product: ProductSummary }) {
  return (
    <span data-testid="goods-status">
      <Badge status={STATUS_BADGE[product.goodsStatus]} text={GOODS_STATUS_LABELS[product.goodsStatus]} />
      {product.recommended ? <Tag color="gold">首页推荐</Tag> : null}
      {product.goodsStatus === 4 ? <RejectReason id={product.id} /> : null}
    </span>
  );
}

/** My products, one page: picture and name, price, status (with the reject reason), and what each row offers. */
export function MyProductTable({ page, loading, onPage, onEdit }: { page: ProductPage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return (
    <Table<ProductSummary>
      className={styles.table}
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="my-products"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 件`, onChange: onPage }}
      columns={[
        {
          title: '产品',
          key: 'product',
          render: (_, p) => (
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
        { title: '价格', key: 'price', width: 140, render: (_, p) => `${formatFen(p.priceFen)} / ${p.unit}` },
        { title: '状态', key: 'status', width: 150, render: (_, p) => <Status product={p} /> },
        { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string) => formatDate(v, 'YYYY-MM-DD HH:mm') },
        { title: '操作', key: 'actions', width: 200, render: (_, p) => <ProductRowActions product={p} onEdit={onEdit} /> },
      ]}
    />
  );
}
