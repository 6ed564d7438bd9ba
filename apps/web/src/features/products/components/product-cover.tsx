import type { ProductSummary } from '@tcm/shared';
import { thumbnailUrl } from '../hrefs';
import styles from './mall.module.css';

/** The cover of a product: the first of its images, as a thumbnail. */
export function ProductCover({ product, className }: { product: Pick<ProductSummary, 'cover' | 'name'>; className?: string }) {
  return (
    <div className={className ?? styles.cover}>
      {product.cover ? <img src={thumbnailUrl(product.cover)} alt={product.name} loading="lazy" /> : null}
    </div>
  );
}
