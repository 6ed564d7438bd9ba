import { Link } from 'react-router';
import type { Supplier } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { Tag } from '@/components/lite/tag/tag';
import { supplierProductsHref } from '../hrefs';
import { SupplierLogo } from './supplier-logo';
import styles from './mall.module.css';

export { SupplierLogo };

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
              <Link to={supplierProductsHref(s.id)} className={styles.supplierItem}>
                <SupplierLogo supplier={s} />
                <span className={styles.supplierText}>
                  <b title={s.name}>{s.name}</b>
                  <span>
                    {s.premium ? <Tag color="gold">优质会员</Tag> : null}
                    {s.region} · 在售 {s.listedCount} 件
                  </span>
                  <span className={styles.ellipsis} title={s.mainProducts}>
                    主营：{s.mainProducts}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
