import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@tcm/shared';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';
import { useRouteMeta } from '@/app/routes/route-meta';
import { startSession } from '@/lib/auth-session';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** /login?redirect=…: signs in and returns to the page the visitor came from (a path of ours), else /home. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');

  const onSignedIn = (result: LoginResult) => {
    startSession(result);
    void navigate(safeRedirectPath(redirect), { replace: true });
  };

  return (
    <AuthFrame title={useRouteMeta().title} subtitle="欢迎回来，请使用平台账号或手机号登录">
      <LoginForm redirect={redirect} onSignedIn={onSignedIn} />
    </AuthFrame>
  );
}
