import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 关于平台: built by a later issue; until then it says so. */
export default function AboutPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
