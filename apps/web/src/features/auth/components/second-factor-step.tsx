import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { RETCODE, SECURITY_SECOND_FACTOR_MESSAGES as M, type LoginResult, type SecondFactorChallenge } from '@tcm/shared';
import { loginSecondFactor } from '../api/login-second-factor';
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
  const [form] = Form.useForm<{ code: string }>();
  const [recovery, setRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = challenge.secondFactor === 'sms';

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await loginSecondFactor({ challenge: challenge.challenge, code: code.trim() });
      if (result.retcode === RETCODE.SUCCESS && result.data) onSignedIn(result.data);
      else if (CHALLENGE_ENDED.includes(result.retmsg)) onRestart(result.retmsg);
      else {
        setRefusal(result.retmsg);
        form.resetFields();
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
    form.resetFields();
  };

  const label = recovery ? '恢复码' : sms ? '短信验证码' : '动态验证码';
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="second-factor-step">
      <Alert
        className={styles.refusal}
        type="info"
        showIcon
        icon={sms ? <MobileOutlined /> : <SafetyOutlined />}
        title={sms ? `验证码已发送至 ${challenge.mobileMasked ?? '绑定手机'}` : recovery ? '请输入保存的恢复码（每个恢复码只能使用一次）' : '请打开身份验证器，输入“中药质量检测服务平台”当前显示的6位动态码'}
      />
      <Form.Item
        name="code"
        label={label}
        rules={[
          { required: true, whitespace: true, message: M.codeRequired },
          { pattern: recovery ? RECOVERY_CODE : SIX_DIGITS, message: recovery ? M.codeFormat : sms ? M.codeFormat : M.totpFormat },
        ]}
      >
        <Input
          key={recovery ? 'recovery' : 'code'}
          prefix={recovery ? <KeyOutlined /> : <SafetyOutlined />}
          placeholder={recovery ? 'xxxx-xxxx' : '请输入6位数字'}
          maxLength={recovery ? 9 : 6}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
        />
      </Form.Item>
      {refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
        验证并登录
      </Button>
      <p className={styles.switchRow}>
        {challenge.recoveryAllowed ? (
          <Button type="link" onClick={toggle}>
            {recovery ? '使用动态验证码' : '无法使用验证器？使用恢复码'}
          </Button>
        ) : (
          <span />
        )}
        <Button type="link" onClick={() => onRestart(null)}>
          返回重新登录
        </Button>
      </p>
    </Form>
  );
}
