import { Alert, App, Form, Input, Modal } from 'antd';
import { mobile, type UnlockAccountBody } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import { unlockAccount } from '../api/unlock-account';
import { useAccountCall } from '../hooks/use-account-call';
import { useServerRefusal } from '../hooks/use-server-refusal';
import { SmsCodeField } from './sms-code-field';
import styles from './auth-form.module.css';

/**
 * 短信解锁 (issue #17): the owner of a locked account proves it with a code sent to the
 * account's mobile and may sign in again at once. `account` prefills the mobile when it is one.
 */
export function UnlockAccountDialog({
  account,
  open = true,
  onClose,
  onUnlocked,
}: {
  account: string;
  /** Shown; it stays mounted when closed, so its success message outlives it. */
  open?: boolean;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const [form] = Form.useForm<UnlockAccountBody>();
  const { message } = App.useApp();
  const refusal = useServerRefusal(form);
  const { busy, run } = useAccountCall(refusal, (text) => void message.success(text));

  const submit = (values: UnlockAccountBody) => run(() => unlockAccount({ mobile: values.mobile, smsCode: values.smsCode }), onUnlocked);

  return (
    <Modal
      open={open}
      title="短信解锁"
      okText="解锁"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <p className={styles.muted}>验证码将发送至该账号绑定的手机号，验证通过后即可重新登录。</p>
      <Form
        form={form}
        name="unlock-account"
        layout="vertical"
        requiredMark={false}
        initialValues={{ mobile: mobile(account) === undefined ? account : '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="mobile" label="手机号" validateFirst rules={[ruleOf(mobile)]}>
          <Input placeholder="请输入账号绑定的手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <SmsCodeField purpose="unlock" />
        {refusal.refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal.refusal} /> : null}
      </Form>
    </Modal>
  );
}
