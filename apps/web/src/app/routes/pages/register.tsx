import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@tcm/shared';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { RegisterTabs } from '@/features/auth/components/register-tabs';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { startSession } from '@/lib/auth-session';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** /register: the new member is signed in at once and goes on to `redirect` (a path of ours), else /home. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');

  const onRegistered = (result: LoginResult) => {
    startSession(result);
    void navigate(safeRedirectPath(redirect), { replace: true });
  };

  return (
    <AuthFrame
      title={useRouteMeta().title}
      subtitle="请选择会员类型并填写注册信息，注册成功后将自动登录"
      footer={
        <>
          已有账号？<Link to={paths.login.getHref(redirect)}>立即登录</Link>
        </>
      }
    >
      <RegisterTabs onRegistered={onRegistered} />
    </AuthFrame>
  );
}
