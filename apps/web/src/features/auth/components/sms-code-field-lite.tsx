import type { ChangeEvent } from 'react';
import { mobile, type SmsCodePurpose } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { notifier } from '@/lib/notifier';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import styles from './auth-form.module.css';

/** What the field needs of a lite form (lib/lite-form) with `mobile` and `smsCode`. */
export interface SmsCodeForm {
  errors: { mobile?: string; smsCode?: string };
  idOf(name: 'smsCode'): string;
  input(name: 'smsCode'): { id: string; name: string; value: string | undefined; invalid: boolean; 'aria-describedby'?: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  get(name: 'mobile'): string | undefined;
  setError(name: 'mobile', message: string): void;
}

/**
 * 验证码 with its 获取验证码 button (SmsCodeField without antd): the button
 * stays disabled while the form's mobile is not a valid number, while a send
 * is under way and for 60 seconds after a code was sent.
 */
export function SmsCodeFieldLite({ form, purpose, labelWidth }: { form: SmsCodeForm; purpose: SmsCodePurpose; labelWidth: number }) {
  const mobileValue = form.get('mobile') ?? '';
  const mobileValid = mobile(mobileValue) === undefined;
  const sender = useSmsCodeSender({ purpose, onMobileRefused: (message) => form.setError('mobile', message), toast: notifier() });

  return (
    <Field id={form.idOf('smsCode')} label="验证码" error={form.errors.smsCode} layout="horizontal" labelWidth={labelWidth} required>
      <div className={styles.compact}>
        <AffixInput {...form.input('smsCode')} placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        <Button className={styles.codeButton} disabled={!mobileValid || sender.blocked} onClick={() => void sender.send(mobileValue)}>
          {sender.label}
        </Button>
      </div>
    </Field>
  );
}
