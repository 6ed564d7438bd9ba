import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 机构详情: built by a later issue; until then it says so. */
export default function OrganizationDetailPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
