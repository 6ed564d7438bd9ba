import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button } from 'antd';
import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { logout } from '@/features/auth/api/logout';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth-session';
import { safeRedirectPath } from '@/lib/safe-redirect';
import styles from './init-password.module.css';

/**
 * /initPwd?redirect=…: an account created with an initial password (institution staff after
 * settlement approval) changes it before anything else (issue #17). The change ends every session,
 * so the account signs in again with the new password and goes on to `redirect`.
 */
export default function InitPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirectPath(params.get('redirect'));

  const onChanged = () => {
    endSession();
    void navigate(paths.login.getHref(redirect), { replace: true });
  };
  const signOut = async () => {
    await logout().catch(() => undefined);
    endSession();
    void navigate(paths.home.path, { replace: true });
  };

  return (
    <AuthFrame title={useRouteMeta().title} subtitle="为了账号安全，首次登录请先修改平台发送的初始密码">
      <Alert className={styles.notice} type="warning" showIcon title={M.mustChangePassword} description="修改成功后请使用新密码重新登录。" />
      <ChangePasswordForm onChanged={onChanged} />
      <p className={styles.leave}>
        <Button type="link" onClick={() => void signOut()}>
          退出登录
        </Button>
      </p>
    </AuthFrame>
  );
}
