import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 检测机构: built by a later issue; until then it says so. */
export default function OrganizationPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
