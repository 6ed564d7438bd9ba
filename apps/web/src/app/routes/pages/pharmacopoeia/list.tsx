import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 药典目录: built by a later issue; until then it says so. */
export default function PharmacopoeiaListPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
