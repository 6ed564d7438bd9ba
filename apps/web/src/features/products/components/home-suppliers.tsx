import { HomeBlock } from '@/components/home-block/home-block';
import { paths } from '@/config/paths';
import { useRecommendedSuppliers } from '../api/get-recommend-supplier';
import { SupplierCard } from './supplier-card';
import styles from './home-blocks.module.css';

const CARD = { link: styles.supplier, text: styles.supplierText, mainProducts: styles.clamp };

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
          <SupplierCard supplier={s} classes={CARD} />
        </li>
      ))}
    </HomeBlock>
  );
}
