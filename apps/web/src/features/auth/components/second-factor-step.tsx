import { useState, type FormEvent } from 'react';
import { RETCODE, SECURITY_SECOND_FACTOR_MESSAGES as M, type LoginResult, type SecondFactorChallenge } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { LiteIcon } from '@/components/lite/icon/icon';
import { matches, required, useLiteForm } from '@/lib/lite-form';
import { loginSecondFactor } from '../api/login-second-factor';
import { keyOutlined, mobileOutlined, safetyOutlined } from './auth-icons';
import styles from './auth-form.module.css';

/** Refusals after which the challenge is dead: the password step starts again. */
const CHALLENGE_ENDED: readonly string[] = [M.challengeInvalid, M.tooManyTries];

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/**
 * The second step of an operator's (or enrolled staff member's) sign-in (issue #17): the
 * authenticator's 6-digit code, the SMS code sent to the masked mobile, or a recovery code.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the password, with the reason when the challenge ended. */
  onRestart: (reason: string | null) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = challenge.secondFactor === 'sms';
  const form = useLiteForm(
    { code: '' },
    { code: [required(M.codeRequired, { whitespace: true }), matches(recovery ? RECOVERY_CODE : SIX_DIGITS, recovery ? M.codeFormat : sms ? M.codeFormat : M.totpFormat)] },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = form.validate()?.code;
    if (code === undefined) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await loginSecondFactor({ challenge: challenge.challenge, code: code.trim() });
      if (result.retcode === RETCODE.SUCCESS && result.data) onSignedIn(result.data);
      else if (CHALLENGE_ENDED.includes(result.retmsg)) onRestart(result.retmsg);
      else {
        setRefusal(result.retmsg);
        form.reset();
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setRecovery(!recovery);
    setRefusal(null);
    form.reset();
  };

  const label = recovery ? '恢复码' : sms ? '短信验证码' : '动态验证码';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="second-factor-step">
      <Alert
        className={styles.refusal}
        type="info"
        icon={<LiteIcon d={sms ? mobileOutlined : safetyOutlined} />}
        title={sms ? `验证码已发送至 ${challenge.mobileMasked ?? '绑定手机'}` : recovery ? '请输入保存的恢复码（每个恢复码只能使用一次）' : '请打开身份验证器，输入“中药质量检测服务平台”当前显示的6位动态码'}
      />
      <Field id={form.idOf('code')} label={label} error={form.errors.code} size="large">
        <AffixInput
          {...form.input('code')}
          key={recovery ? 'recovery' : 'code'}
          size="large"
          prefix={<LiteIcon d={recovery ? keyOutlined : safetyOutlined} />}
          placeholder={recovery ? 'xxxx-xxxx' : '请输入6位数字'}
          maxLength={recovery ? 9 : 6}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
        />
      </Field>
      {refusal ? <Alert className={styles.refusal} type="error" title={refusal} /> : null}
      <Button kind="primary" size="large" htmlType="submit" block loading={busy} className={styles.submit}>
        验证并登录
      </Button>
      <p className={styles.switchRow}>
        {challenge.recoveryAllowed ? (
          <Button kind="link" onClick={toggle}>
            {recovery ? '使用动态验证码' : '无法使用验证器？使用恢复码'}
          </Button>
        ) : (
          <span />
        )}
        <Button kind="link" onClick={() => onRestart(null)}>
          返回重新登录
        </Button>
      </p>
    </form>
  );
}
