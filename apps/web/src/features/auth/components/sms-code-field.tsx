import { useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { ACCOUNT_MESSAGES, mobile, required, RETCODE, type SmsCodePurpose } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import { sendSmsCode } from '../api/send-sms-code';
import { AUTH_TEXTS, SMS_RESEND_SECONDS, smsCode } from '../auth-texts';
import { useCountdown } from '../hooks/use-countdown';
import styles from './auth-form.module.css';

/**
 * 验证码 with its 获取验证码 button, for the form's `mobile` field. The button
 * stays disabled while the mobile is not a valid number, while a send is under
 * way and for 60 seconds after a code was sent.
 */
export function SmsCodeField({ purpose }: { purpose: SmsCodePurpose }) {
  const form = Form.useFormInstance();
  const mobileValue: unknown = Form.useWatch('mobile', form);
  const mobileValid = mobile(mobileValue) === undefined;
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!mobileValid || typeof mobileValue !== 'string') return;
    setSending(true);
    try {
      const result = await sendSmsCode({ mobile: mobileValue, purpose });
      if (result.retcode === RETCODE.SUCCESS) {
        void message.success(result.retmsg);
        countdown.start(SMS_RESEND_SECONDS);
      } else if (result.retmsg === ACCOUNT_MESSAGES.mobileTaken || result.retmsg === ACCOUNT_MESSAGES.mobileUnknown) {
        form.setFields([{ name: 'mobile', errors: [result.retmsg] }]);
      } else {
        void message.error(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <Form.Item label="验证码" required>
      <Space.Compact className={styles.compact}>
        <Form.Item name="smsCode" noStyle rules={[ruleOf(required, smsCode)]}>
          <Input placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="验证码" />
        </Form.Item>
        {/* No `loading`: its icon leaves with an animation, and the label alone says enough. */}
        <Button className={styles.codeButton} disabled={!mobileValid || waiting || sending} onClick={() => void send()}>
          {sending ? AUTH_TEXTS.sending : waiting ? AUTH_TEXTS.resendIn(countdown.remaining) : AUTH_TEXTS.sendCode}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
