import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 联系我们: built by a later issue; until then it says so. */
export default function ContractUsPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
