import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 订单管理: built by a later issue; until then it says so. */
export default function PcenterOrderPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
