import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 常用检测项目: built by a later issue; until then it says so. */
export default function PcenterPackagePage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
