import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';

/** /forgetPwd (hidden from navigation): a new password via an SMS code, then on to /login. */
export default function ForgetPwdPage() {
  const navigate = useNavigate();
  return (
    <AuthFrame
      title={useRouteMeta().title}
      subtitle="通过注册手机号接收验证码，设置新的登录密码"
      footer={
        <>
          想起密码了？<Link to={paths.login.getHref()}>返回登录</Link>
        </>
      }
    >
      <ForgetPasswordForm onReset={() => void navigate(paths.login.getHref(), { replace: true })} />
    </AuthFrame>
  );
}
