import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 药典详情: built by a later issue; until then it says so. */
export default function PharmacopoeiaDetailPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
