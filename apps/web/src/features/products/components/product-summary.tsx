import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFen, type ProductDetail } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { phoneOutlined } from '@/components/lite/icon/icon-paths';
import { supplierProductsHref } from '../hrefs';
import { TestedMark } from './product-cards';
import styles from './detail.module.css';

/**
 * Name, price and facts beside the gallery, and 联系供应商: the contact's name and phone.
 * The server masks the phone for visitors; they get a link to log in and see it whole.
 */
export function ProductSummaryView({ product, loggedIn, loginHref, actions }: { product: ProductDetail; loggedIn: boolean; loginHref: string; actions?: ReactNode }) {
  return (
    <div className={styles.summary}>
      <h2 className={styles.name}>
        {product.name}
        <TestedMark reportCount={product.reportCount} />
      </h2>
      <div className={styles.priceBox}>
        <span className={styles.price} data-testid="product-price">
          {formatFen(product.priceFen)}
        </span>
        <span className={styles.unit}>/ {product.unit}</span>
      </div>
      <dl className={styles.facts}>
        {[
          { key: 'category', label: '分类', value: product.categoryName },
          { key: 'origin', label: '产地', value: product.origin },
          { key: 'spec', label: '规格', value: product.specification },
          { key: 'stock', label: '库存', value: product.stock || '详询供应商' },
          { key: 'supplier', label: '供应商', wide: true, value: <Link to={supplierProductsHref(product.supplier.id)}>{product.supplier.name}</Link> },
        ].map((fact) => (
          <div key={fact.key} className={fact.wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.contact} data-testid="product-contact" aria-label="联系供应商">
        <span>联系人：{product.contactName}</span>
        <span>
          <LiteIcon d={phoneOutlined} /> <span className={styles.phone}>{product.contactPhone}</span>
        </span>
        {loggedIn ? null : <Link to={loginHref}>登录后查看</Link>}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
