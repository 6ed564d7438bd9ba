import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 质量标准: built by a later issue; until then it says so. */
export default function StandardPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
