import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 基本信息: built by a later issue; until then it says so. */
export default function PcenterBaseInfoPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
