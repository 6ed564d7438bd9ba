import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 首页: built by a later issue; until then it says so. */
export default function HomePage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
