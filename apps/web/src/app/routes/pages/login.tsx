import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 登录: built by a later issue; until then it says so. */
export default function LoginPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
