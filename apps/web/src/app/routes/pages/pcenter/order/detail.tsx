import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 订单详情: built by a later issue; until then it says so. */
export default function PcenterOrderDetailPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
