import type { ChangeEvent } from 'react';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, password, type Validator } from '@tcm/shared';
import { Field } from '@/components/lite/field/field';
import { PasswordInput } from '@/components/lite/password-input/password-input';
import { PASSWORD_HELP } from '../auth-texts';

type Name = 'password' | 'confirmPassword';

/** What the fields need of a lite form (lib/lite-form) with `password` and `confirmPassword`. */
export interface PasswordPairForm {
  errors: { password?: string; confirmPassword?: string };
  idOf(name: Name): string;
  input(name: Name): { id: string; name: string; value: string | undefined; invalid: boolean; 'aria-describedby'?: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  get(name: Name): string | undefined;
  setValue(name: Name, value: string): void;
}

/** The rules of the pair (§5: 8–18 characters of two kinds; 两次输入的密码不一致); `passwordNow` reads the first field. */
export function passwordPairRules(passwordNow: () => string | undefined): Record<Name, readonly Validator[]> {
  return {
    password: [password],
    confirmPassword: [
      (value) => (value === undefined || value === '' ? FORM_MESSAGES.passwordEmpty : undefined),
      (value) => (value && value !== passwordNow() ? ACCOUNT_MESSAGES.passwordMismatch : undefined),
    ],
  };
}

/**
 * 密码 and 确认密码 (PasswordFields without antd). As antd's `dependencies`: a
 * change of the password checks the confirmation again once that was typed or checked.
 */
export function PasswordFieldsLite({
  form,
  label = '密码',
  confirmLabel = '确认密码',
  labelWidth,
}: {
  form: PasswordPairForm;
  label?: string;
  confirmLabel?: string;
  labelWidth: number;
}) {
  const passwordInput = form.input('password');
  return (
    <>
      <Field id={form.idOf('password')} label={label} error={form.errors.password} layout="horizontal" labelWidth={labelWidth} required extra={PASSWORD_HELP}>
        <PasswordInput
          {...passwordInput}
          onChange={(event) => {
            passwordInput.onChange(event);
            const confirmation = form.get('confirmPassword') ?? '';
            if (confirmation !== '' || form.errors.confirmPassword) form.setValue('confirmPassword', confirmation);
          }}
         
          placeholder={`请输入${label}`}
          autoComplete="new-password"
          maxLength={18}
        />
      </Field>
      <Field id={form.idOf('confirmPassword')} label={confirmLabel} error={form.errors.confirmPassword} layout="horizontal" labelWidth={labelWidth} required>
        <PasswordInput {...form.input('confirmPassword')} placeholder={`请再次输入${label}`} autoComplete="new-password" maxLength={18} />
      </Field>
    </>
  );
}
