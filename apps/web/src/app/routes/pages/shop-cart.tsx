import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 购物车: built by a later issue; until then it says so. */
export default function ShopCartPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
