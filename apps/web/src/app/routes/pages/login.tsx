import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@tcm/shared';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { startSession } from '@/lib/auth-session';
import { safeRedirectPath } from '@/lib/safe-redirect';

/**
 * /login?redirect=…: signs in and returns to the page the visitor came from (a path of ours), else /home.
 * An account with an initial password goes to 修改初始密码 first (issue #17).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');

  const onSignedIn = (result: LoginResult) => {
    startSession(result);
    const next = safeRedirectPath(redirect);
    void navigate(result.mustChangePassword ? paths.initPassword.getHref(next) : next, { replace: true });
  };

  return (
    <AuthFrame title={useRouteMeta().title} subtitle="欢迎回来，请使用平台账号或手机号登录">
      <LoginForm redirect={redirect} onSignedIn={onSignedIn} />
    </AuthFrame>
  );
}
