import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 确认订单: built by a later issue; until then it says so. */
export default function GotoOrderPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
