import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 资讯列表: built by a later issue; until then it says so. */
export default function NewsListPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
