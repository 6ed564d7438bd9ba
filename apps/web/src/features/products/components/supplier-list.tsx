import type { Supplier } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { SupplierCard } from './supplier-card';
import { SupplierLogo } from './supplier-logo';
import styles from './mall.module.css';

export { SupplierLogo };

const CARD = { link: styles.supplierItem, text: styles.supplierText, mainProducts: styles.ellipsis };

/** A titled list of suppliers (优质会员, 推荐供应商); each links to its products in the mall. */
export function SupplierList({
  title,
  suppliers,
  loading,
  testId,
}: {
  title: string;
  suppliers: readonly Supplier[] | undefined;
  loading: boolean;
  testId: string;
}) {
  return (
    <section className={styles.panel} aria-label={title} data-testid={testId}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {loading ? (
        <Skeleton avatar title={false} rows={3} className={styles.tree} />
      ) : !suppliers?.length ? (
        <Empty simple description="暂无" />
      ) : (
        <ul className={styles.suppliers}>
          {suppliers.map((s) => (
            <li key={s.id}>
              <SupplierCard supplier={s} classes={CARD} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
