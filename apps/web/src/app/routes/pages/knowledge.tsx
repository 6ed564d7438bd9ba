import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 知识库: built by a later issue; until then it says so. */
export default function KnowledgePage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
