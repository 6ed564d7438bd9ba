import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 新闻资讯: built by a later issue; until then it says so. */
export default function NewsPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
