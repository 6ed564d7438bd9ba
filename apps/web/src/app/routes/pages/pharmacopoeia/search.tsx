import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 药典检索: built by a later issue; until then it says so. */
export default function PharmacopoeiaSearchPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
