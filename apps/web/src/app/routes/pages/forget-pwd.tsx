import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 找回密码: built by a later issue; until then it says so. */
export default function ForgetPwdPage() {
  return <UnderConstruction title={useRouteMeta().title} />;
}
