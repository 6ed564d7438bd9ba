import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, RETCODE, isSecondFactorChallenge, type LoginResult, type SecondFactorChallenge } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { LiteIcon } from '@/components/lite/icon/icon';
import { PasswordInput } from '@/components/lite/password-input/password-input';
import { paths } from '@/config/paths';
import { required, useLiteForm } from '@/lib/lite-form';
import { login } from '../api/login';
import { lockOutlined, userOutlined } from './auth-icons';
import { SecondFactorStep } from './second-factor-step';
import styles from './auth-form.module.css';

/** 短信解锁 is antd's Modal: loaded (with antd) only when the visitor asks for it. */
const UnlockAccountDialog = lazy(() => import('./unlock-account-dialog-scoped'));

const RULES = {
  account: [required(ACCOUNT_MESSAGES.accountOrMobileRequired, { whitespace: true })],
  password: [required(FORM_MESSAGES.passwordEmpty)],
};

/**
 * Account (or mobile) and password. A refusal of the server (wrong password,
 * locked account) shows above the button; `onSignedIn` gets the session. An
 * operator's (or enrolled staff member's) password is answered by a challenge:
 * the second step asks for its code (issue #17). Plain elements, no antd (issue #18).
 */
export function LoginForm({ redirect, onSignedIn }: { redirect: string | null; onSignedIn: (result: LoginResult) => void }) {
  const form = useLiteForm({ account: '', password: '' }, RULES);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // 短信解锁 (issue #17): offered while the answer is the locked message. Once
  // loaded the dialog stays mounted (closed), so its 已解锁 message stays on screen.
  const [unlocking, setUnlocking] = useState(false);
  const [unlockLoaded, setUnlockLoaded] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
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
    form.reset('password');
  };

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onRestart={restart} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field id={form.idOf('account')} label="账号" error={form.errors.account} size="large">
        <AffixInput {...form.input('account')} size="large" prefix={<LiteIcon d={userOutlined} />} placeholder="请输入账号或手机号" autoComplete="username" maxLength={40} />
      </Field>
      <Field id={form.idOf('password')} label="密码" error={form.errors.password} size="large">
        <PasswordInput {...form.input('password')} size="large" prefix={<LiteIcon d={lockOutlined} />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Field>
      <div className={styles.row}>
        <span className={styles.muted}>支持账号或手机号登录</span>
        <Link to={paths.forgetPwd.getHref()}>忘记密码？</Link>
      </div>
      {refusal ? (
        <Alert
          className={styles.refusal}
          type="error"
          title={refusal}
          action={
            refusal === ACCOUNT_MESSAGES.accountLocked ? (
              <Button
                size="small"
                kind="link"
                onClick={() => {
                  setUnlockLoaded(true);
                  setUnlocking(true);
                }}
              >
                短信解锁
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {unlockLoaded ? (
        <Suspense fallback={null}>
          <UnlockAccountDialog
            open={unlocking}
            account={form.get('account')}
            onClose={() => setUnlocking(false)}
            onUnlocked={() => {
              setUnlocking(false);
              setRefusal(null);
              form.reset('password');
            }}
          />
        </Suspense>
      ) : null}
      <Button kind="primary" size="large" htmlType="submit" block loading={busy} className={styles.submit}>
        登 录
      </Button>
      <p className={styles.switch}>
        <span className={styles.muted}>还没有账号？</span>
        <Link to={registerHref(redirect)}>立即注册</Link>
      </p>
    </form>
  );
}

function registerHref(redirect: string | null): string {
  const base = paths.register.getHref();
  return redirect ? `${base}?${new URLSearchParams({ redirect }).toString()}` : base;
}
