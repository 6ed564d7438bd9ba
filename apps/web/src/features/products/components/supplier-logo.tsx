import type { Supplier } from '@tcm/shared';
import { thumbnailUrl } from '../hrefs';
import styles from './mall.module.css';

/** A supplier's logo, or the first two characters of its name. */
export function SupplierLogo({ supplier }: { supplier: Supplier }) {
  return (
    <span className={styles.logo}>
      {supplier.logo ? <img src={thumbnailUrl(supplier.logo)} alt={`${supplier.name}标志`} loading="lazy" /> : supplier.name.slice(0, 2)}
    </span>
  );
}
