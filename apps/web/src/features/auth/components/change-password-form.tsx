import type { FormEvent } from 'react';
import { FORM_MESSAGES } from '@tcm/shared';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { PasswordInput } from '@/components/lite/password-input/password-input';
import { recheckOnBlur, required, useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { changePassword } from '../api/change-password';
import { useAccountCall } from '../hooks/use-account-call';
import { useLiteRefusal } from '../hooks/use-server-refusal';
import { passwordPairRules, PasswordFieldsLite } from './password-fields-lite';
import styles from './auth-form.module.css';

const LABEL_WIDTH = 110;
const INITIAL = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * 修改密码: the old password and the new one twice. On success the server has
 * ended every session of the member, this one too; `onChanged` takes it from there.
 * Plain elements, no antd (issue #18).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useLiteForm(INITIAL, {
    oldPassword: [required(FORM_MESSAGES.passwordEmpty)],
    ...passwordPairRules((): string => form.get('password')),
  });
  const refusal = useLiteRefusal(form);
  const { busy, run } = useAccountCall(refusal, (message) => notifier().success(message));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    await run(() => changePassword(values), onChanged);
  };

  return (
    <form noValidate name="change-password" onSubmit={(event) => void submit(event)} onBlur={(event) => recheckOnBlur(form, event)}>
      <Field id={form.idOf('oldPassword')} label="原密码" error={form.errors.oldPassword} layout="horizontal" labelWidth={LABEL_WIDTH} required>
        <PasswordInput {...form.input('oldPassword')} placeholder="请输入原密码" autoComplete="current-password" maxLength={64} />
      </Field>
      <PasswordFieldsLite form={form} label="新密码" confirmLabel="确认新密码" labelWidth={LABEL_WIDTH} />
      {refusal.refusal ? <Alert className={styles.refusal} type="error" title={refusal.refusal} /> : null}
      <div className={styles.actions} style={{ paddingInlineStart: LABEL_WIDTH }}>
        <Button kind="primary" htmlType="submit" loading={busy}>
          确认修改
        </Button>
      </div>
    </form>
  );
}
