import { Link } from 'react-router';
import { formatFen, type ProductPage, type ProductSummary } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { safetyCertificateOutlined } from '@/components/lite/icon/icon-paths';
import { PagedList } from '@/components/paged-list/paged-list';
import { Tag } from '@/components/lite/tag/tag';
import { productHref, supplierProductsHref } from '../hrefs';
import { ProductCover } from './product-cover';
import styles from './mall.module.css';

export { ProductCover };

/** 已检测: the supplier linked test reports of this platform that verify. */
export function TestedMark({ reportCount }: { reportCount: number }) {
  if (reportCount <= 0) return null;
  return (
    <Tag color="green" icon={<LiteIcon d={safetyCertificateOutlined} />} data-testid="tested-mark">
      已检测 · {reportCount} 份报告
    </Tag>
  );
}

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <li className={styles.card} data-testid="product-card">
      <Link to={productHref(product.id)} tabIndex={-1} aria-hidden="true">
        <ProductCover product={product} />
      </Link>
      <div className={styles.cardMain}>
        <h2 className={styles.cardName}>
          <Link to={productHref(product.id)}>{product.name}</Link>
          <TestedMark reportCount={product.reportCount} />
        </h2>
        <span className={styles.price}>
          {formatFen(product.priceFen)} <span className={styles.unit}>/ {product.unit}</span>
        </span>
        <p className={styles.facts}>
          <span>分类：{product.categoryName}</span>
          <span>产地：{product.origin}</span>
          <span>规格：{product.specification}</span>
        </p>
        <span className={styles.supplier}>
          供应商：<Link to={supplierProductsHref(product.supplier.id)}>{product.supplier.name}</Link>
        </span>
      </div>
    </li>
  );
}

/**
 * One page of the mall (§3 pagination, driven by the address). `totalLabel`: how the total reads (a
 * keyword search's capped total as 1000+); the number itself by default.
 */
export function ProductCards({ page, onPage, totalLabel = String }: { page: ProductPage; onPage: (pageNum: number) => void; totalLabel?: (total: number) => string }) {
  return (
    <PagedList page={page} onPage={onPage} item={(p) => <ProductCard key={p.id} product={p} />} className={styles.cards} testId="product-cards" pagerClassName={styles.pagination} showTotal={(total) => `共 ${totalLabel(total)} 件`} />
  );
}
