import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 注册: built by a later issue; until then it says so. */
export default function RegisterPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
