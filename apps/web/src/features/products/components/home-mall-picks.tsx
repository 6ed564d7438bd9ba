import { Link } from 'react-router';
import { formatFen } from '@tcm/shared';
import { HomeBlock } from '@/components/home-block/home-block';
import { paths } from '@/config/paths';
import { useMallProducts } from '../api/find-mall-product';
import { productHref } from '../hrefs';
import { ProductCover } from './product-cover';
import styles from './home-blocks.module.css';

/**
 * 商城精选 on the home page: listed products their suppliers recommended (findMallProduct
 * recommend=1, up to 8). Default export: the home page loads it as its own chunk. Nothing
 * shows when there are none or the call fails — the home page has other blocks.
 */
export default function HomeMallPicks() {
  const { data, isPending, isError } = useMallProducts({ recommend: 1, pageNum: 1, pageSize: 8 });
  if (isError || (data && data.list.length === 0)) return null;
  return (
    <HomeBlock title="商城精选" testId="home-mall-picks" more={{ href: paths.mall.getHref(), text: '进入商城' }} pending={isPending} wideGap>
      {data?.list.map((p) => (
        <li key={p.id}>
          <Link to={productHref(p.id)} className={styles.tile}>
            <ProductCover product={p} className={styles.tileCover} />
            <span className={styles.tileText}>
              <b title={p.name}>{p.name}</b>
              <span className={styles.price}>
                {formatFen(p.priceFen)} <small className={styles.unit}>/ {p.unit}</small>
              </span>
              <span>
                {p.origin} · {p.specification}
              </span>
              <span>{p.supplier.name}</span>
            </span>
          </Link>
        </li>
      ))}
    </HomeBlock>
  );
}
