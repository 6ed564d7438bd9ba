import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 送检: built by a later issue; until then it says so. */
export default function DetectionPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
