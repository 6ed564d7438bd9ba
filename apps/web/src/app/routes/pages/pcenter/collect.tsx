import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 我的收藏: built by a later issue; until then it says so. */
export default function PcenterCollectPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
