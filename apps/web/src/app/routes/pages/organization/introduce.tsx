import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 机构介绍: built by a later issue; until then it says so. */
export default function OrganizationIntroducePage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
