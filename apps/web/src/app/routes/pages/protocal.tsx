import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 服务协议: built by a later issue; until then it says so. */
export default function ProtocalPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
