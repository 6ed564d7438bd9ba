import { App, Button, Form, Input, Space } from 'antd';
import { mobile, required, type SmsCodePurpose } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import { smsCode } from '../auth-texts';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import styles from './auth-form.module.css';

/**
 * 验证码 with its 获取验证码 button, for the antd form's `mobile` field (the
 * 短信解锁 dialog; the public forms use SmsCodeFieldLite). The button stays
 * disabled while the mobile is not a valid number, while a send is under way
 * and for 60 seconds after a code was sent.
 */
export function SmsCodeField({ purpose }: { purpose: SmsCodePurpose }) {
  const form = Form.useFormInstance();
  const mobileValue: unknown = Form.useWatch('mobile', form);
  const mobileValid = mobile(mobileValue) === undefined;
  const { message } = App.useApp();
  const sender = useSmsCodeSender({
    purpose,
    onMobileRefused: (refusal) => form.setFields([{ name: 'mobile', errors: [refusal] }]),
    toast: { success: (text) => void message.success(text), error: (text) => void message.error(text) },
  });

  return (
    <Form.Item label="验证码" required>
      <Space.Compact className={styles.compact}>
        <Form.Item name="smsCode" noStyle rules={[ruleOf(required, smsCode)]}>
          <Input placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="验证码" />
        </Form.Item>
        {/* No `loading`: its icon leaves with an animation, and the label alone says enough. */}
        <Button
          className={styles.codeButton}
          disabled={!mobileValid || sender.blocked}
          onClick={() => (mobileValid && typeof mobileValue === 'string' ? void sender.send(mobileValue) : undefined)}
        >
          {sender.label}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
