import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { FORM_MESSAGES, RETCODE, type ChangePasswordBody } from '@tcm/shared';
import { changePassword } from '../api/change-password';
import { useServerRefusal } from '../hooks/use-server-refusal';
import { PasswordFields } from './password-fields';
import styles from './auth-form.module.css';

/**
 * 修改密码: the old password and the new one twice. On success the server has
 * ended every session of the member, this one too; `onChanged` takes it from there.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const { message } = App.useApp();
  const refusal = useServerRefusal(form);
  const [busy, setBusy] = useState(false);

  const submit = async (values: ChangePasswordBody) => {
    setBusy(true);
    refusal.clear();
    try {
      const result = await changePassword(values);
      if (result.retcode === RETCODE.SUCCESS) {
        void message.success(result.retmsg);
        onChanged();
      } else {
        refusal.show(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong (a 401 included)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="change-password"
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: 1 }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: FORM_MESSAGES.passwordEmpty }]}>
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <PasswordFields label="新密码" confirmLabel="确认新密码" />
      {refusal.refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal.refusal} /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={busy}>
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}
