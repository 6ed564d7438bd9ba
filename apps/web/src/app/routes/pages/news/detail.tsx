import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 资讯详情: built by a later issue; until then it says so. */
export default function NewsDetailPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
