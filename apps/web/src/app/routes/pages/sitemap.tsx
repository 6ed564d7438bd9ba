import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 网站地图: built by a later issue; until then it says so. */
export default function SitemapPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
