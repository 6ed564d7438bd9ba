import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Descriptions } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { formatFen, type ProductDetail } from '@tcm/shared';
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
      <Descriptions
        column={2}
        size="small"
        items={[
          { key: 'category', label: '分类', children: product.categoryName },
          { key: 'origin', label: '产地', children: product.origin },
          { key: 'spec', label: '规格', children: product.specification },
          { key: 'stock', label: '库存', children: product.stock || '详询供应商' },
          {
            key: 'supplier',
            label: '供应商',
            span: 2,
            children: <Link to={supplierProductsHref(product.supplier.id)}>{product.supplier.name}</Link>,
          },
        ]}
      />
      <div className={styles.contact} data-testid="product-contact" aria-label="联系供应商">
        <span>联系人：{product.contactName}</span>
        <span>
          <PhoneOutlined /> <span className={styles.phone}>{product.contactPhone}</span>
        </span>
        {loggedIn ? null : <Link to={loginHref}>登录后查看</Link>}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
