import type { FormEvent } from 'react';
import { mobile, required } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { recheckOnBlur, useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { resetPassword } from '../api/reset-password';
import { smsCode } from '../auth-texts';
import { useAccountCall } from '../hooks/use-account-call';
import { useMobileAnswer } from '../hooks/use-mobile-check';
import { useLiteRefusal } from '../hooks/use-server-refusal';
import { passwordPairRules, PasswordFieldsLite } from './password-fields-lite';
import { SmsCodeFieldLite } from './sms-code-field-lite';
import styles from './auth-form.module.css';

const LABEL_WIDTH = 110;
const INITIAL = { mobile: '', smsCode: '', password: '', confirmPassword: '' };

/**
 * A forgotten password: the registered mobile (checked with the server on blur
 * and on submit), a code sent to it, the new password twice. Plain elements,
 * no antd (issue #18).
 */
export function ForgetPasswordForm({ onReset }: { onReset: () => void }) {
  const form = useLiteForm(INITIAL, {
    mobile: [mobile],
    smsCode: [required, smsCode],
    ...passwordPairRules((): string => form.get('password')),
  });
  const refusal = useLiteRefusal(form);
  const mobileAnswer = useMobileAnswer('registered');
  const { busy, run } = useAccountCall(refusal, (message) => notifier().success(message));

  /** 该手机号尚未注册 under the field, unless the number changed meanwhile. */
  const checkMobile = async (value: string) => {
    const message = await mobileAnswer(value);
    if (message && form.get('mobile') === value) form.setError('mobile', message);
    return message === undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values || !(await checkMobile(values.mobile))) return;
    await run(() => resetPassword(values), onReset);
  };

  return (
    <form noValidate name="forget-password" onSubmit={(event) => void submit(event)} onBlur={(event) => recheckOnBlur(form, event)}>
      <Field id={form.idOf('mobile')} label="手机号" error={form.errors.mobile} layout="horizontal" labelWidth={LABEL_WIDTH} required>
        <AffixInput
          {...form.input('mobile')}
          onBlur={() => void checkMobile(form.get('mobile'))}
          placeholder="请输入注册时使用的手机号"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
        />
      </Field>
      <SmsCodeFieldLite form={form} purpose="resetPassword" labelWidth={LABEL_WIDTH} />
      <PasswordFieldsLite form={form} label="新密码" confirmLabel="确认新密码" labelWidth={LABEL_WIDTH} />
      {refusal.refusal ? <Alert className={styles.refusal} type="error" title={refusal.refusal} /> : null}
      <div className={styles.actions} style={{ paddingInlineStart: LABEL_WIDTH }}>
        <Button kind="primary" htmlType="submit" block loading={busy} className={styles.submit}>
          重置密码
        </Button>
      </div>
    </form>
  );
}
