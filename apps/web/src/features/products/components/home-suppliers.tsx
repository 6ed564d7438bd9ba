import { Link } from 'react-router';
import { HomeBlock } from '@/components/home-block/home-block';
import { Tag } from '@/components/lite/tag/tag';
import { paths } from '@/config/paths';
import { useRecommendedSuppliers } from '../api/get-recommend-supplier';
import { supplierProductsHref } from '../hrefs';
import { SupplierLogo } from './supplier-logo';
import styles from './home-blocks.module.css';

/**
 * 推荐供应商 on the home page (getRecommendSupplier, up to 8); each opens its products in the
 * mall. Default export: its own chunk. Nothing shows when there are none or the call fails.
 */
export default function HomeSuppliers() {
  const { data, isPending, isError } = useRecommendedSuppliers(8);
  if (isError || (data && data.length === 0)) return null;
  return (
    <HomeBlock title="推荐供应商" testId="home-suppliers" more={{ href: paths.mall.getHref() }} pending={isPending} skeletonRows={3} wideGap>
      {data?.map((s) => (
        <li key={s.id}>
          <Link to={supplierProductsHref(s.id)} className={styles.supplier}>
            <SupplierLogo supplier={s} />
            <span className={styles.supplierText}>
              <b title={s.name}>{s.name}</b>
              <span>
                {s.premium ? <Tag color="gold">优质会员</Tag> : null}
                {s.region} · 在售 {s.listedCount} 件
              </span>
              <span className={styles.clamp} title={s.mainProducts}>
                主营：{s.mainProducts}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </HomeBlock>
  );
}
