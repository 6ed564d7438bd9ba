import { Link } from 'react-router';
import type { Supplier } from '@tcm/shared';
import { Tag } from '@/components/lite/tag/tag';
import { supplierProductsHref } from '../hrefs';
import { SupplierLogo } from './supplier-logo';

/** The classes of the block a card stands in: the link, the text beside the logo, the one-line main products. */
export interface SupplierCardClasses {
  link: string | undefined;
  text: string | undefined;
  mainProducts: string | undefined;
}

/** A supplier as a link to its products in the mall: logo, name, 优质会员, region and listed count, main products. */
export function SupplierCard({ supplier: s, classes }: { supplier: Supplier; classes: SupplierCardClasses }) {
  return (
    <Link to={supplierProductsHref(s.id)} className={classes.link}>
      <SupplierLogo supplier={s} />
      <span className={classes.text}>
        <b title={s.name}>{s.name}</b>
        <span>
          {s.premium ? <Tag color="gold">优质会员</Tag> : null}
          {s.region} · 在售 {s.listedCount} 件
        </span>
        <span className={classes.mainProducts} title={s.mainProducts}>
          主营：{s.mainProducts}
        </span>
      </span>
    </Link>
  );
}
