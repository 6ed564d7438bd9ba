import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 机构评价: built by a later issue; until then it says so. */
export default function OrganizationEvaluatePage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
