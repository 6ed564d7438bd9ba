import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 帮助中心: built by a later issue; until then it says so. */
export default function HelpCenterPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
