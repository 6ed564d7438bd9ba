import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { mobile, RETCODE, type ResetPasswordBody } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import { resetPassword } from '../api/reset-password';
import { useMobileCheck } from '../hooks/use-mobile-check';
import { useServerRefusal } from '../hooks/use-server-refusal';
import { PasswordFields } from './password-fields';
import { SmsCodeField } from './sms-code-field';
import styles from './auth-form.module.css';

/** A forgotten password: the registered mobile, a code sent to it, the new password twice. */
export function ForgetPasswordForm({ onReset }: { onReset: () => void }) {
  const [form] = Form.useForm<ResetPasswordBody>();
  const { message } = App.useApp();
  const refusal = useServerRefusal(form);
  const mobileRule = useMobileCheck('registered');
  const [busy, setBusy] = useState(false);

  const submit = async (values: ResetPasswordBody) => {
    setBusy(true);
    refusal.clear();
    try {
      const result = await resetPassword(values);
      if (result.retcode === RETCODE.SUCCESS) {
        void message.success(result.retmsg);
        onReset();
      } else {
        refusal.show(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="forget-password"
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: 1 }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="mobile" label="手机号" required validateFirst rules={[ruleOf(mobile), mobileRule]}>
        <Input placeholder="请输入注册时使用的手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField purpose="resetPassword" />
      <PasswordFields label="新密码" confirmLabel="确认新密码" />
      {refusal.refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal.refusal} /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
          重置密码
        </Button>
      </Form.Item>
    </Form>
  );
}
