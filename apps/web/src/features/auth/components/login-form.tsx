import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, RETCODE, isSecondFactorChallenge, type LoginBody, type LoginResult, type SecondFactorChallenge } from '@tcm/shared';
import { paths } from '@/config/paths';
import { login } from '../api/login';
import { SecondFactorStep } from './second-factor-step';
import { UnlockAccountDialog } from './unlock-account-dialog';
import styles from './auth-form.module.css';

/**
 * Account (or mobile) and password. A refusal of the server (wrong password,
 * locked account) shows above the button; `onSignedIn` gets the session. An
 * operator's (or enrolled staff member's) password is answered by a challenge:
 * the second step asks for its code (issue #17).
 */
export function LoginForm({ redirect, onSignedIn }: { redirect: string | null; onSignedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<LoginBody>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // 短信解锁 (issue #17): offered while the answer is the locked message.
  const [unlocking, setUnlocking] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (values: LoginBody) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await login({ account: values.account.trim(), password: values.password });
      if (result.retcode !== RETCODE.SUCCESS || !result.data) setRefusal(result.retmsg);
      else if (isSecondFactorChallenge(result.data)) setChallenge(result.data);
      else onSignedIn(result.data);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const restart = (reason: string | null) => {
    setChallenge(null);
    setRefusal(reason);
    form.setFieldValue('password', '');
  };

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onRestart={restart} />;
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: ACCOUNT_MESSAGES.accountOrMobileRequired }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号或手机号" autoComplete="username" maxLength={40} />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: FORM_MESSAGES.passwordEmpty }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <div className={styles.row}>
        <span className={styles.muted}>支持账号或手机号登录</span>
        <Link to={paths.forgetPwd.getHref()}>忘记密码？</Link>
      </div>
      {refusal ? (
        <Alert
          className={styles.refusal}
          type="error"
          showIcon
          title={refusal}
          action={refusal === ACCOUNT_MESSAGES.accountLocked ? <Button size="small" type="link" onClick={() => setUnlocking(true)}>短信解锁</Button> : undefined}
        />
      ) : null}
      {unlocking ? (
        <UnlockAccountDialog
          account={(form.getFieldValue('account') as string | undefined) ?? ''}
          onClose={() => setUnlocking(false)}
          onUnlocked={() => {
            setUnlocking(false);
            setRefusal(null);
            form.setFieldValue('password', '');
          }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
        登录
      </Button>
      <p className={styles.switch}>
        <span className={styles.muted}>还没有账号？</span>
        <Link to={registerHref(redirect)}>立即注册</Link>
      </p>
    </Form>
  );
}

function registerHref(redirect: string | null): string {
  const base = paths.register.getHref();
  return redirect ? `${base}?${new URLSearchParams({ redirect }).toString()}` : base;
}
