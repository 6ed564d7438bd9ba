import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 关联平台: built by a later issue; until then it says so. */
export default function RelationPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
