import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { RETCODE, SECURITY_SECOND_FACTOR_MESSAGES as M, type ApiEnvelope } from '@tcm/shared';
import styles from './account-security.module.css';

/**
 * Replacing or removing the authenticator proves the current one first: its 6-digit code, or a
 * recovery code. `send` makes the call; a refusal stays in the dialog, a success closes it.
 */
export function CurrentCodeDialog<T>({
  title,
  okText,
  send,
  onSuccess,
  onClose,
}: {
  title: string;
  okText: string;
  send: (code: string) => Promise<ApiEnvelope<T>>;
  onSuccess: (result: ApiEnvelope<T>) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await send(code.trim());
      if (result.retcode === RETCODE.SUCCESS) onSuccess(result);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} okText={okText} cancelText="取消" confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={460}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="code"
          label="当前动态验证码或恢复码"
          rules={[
            { required: true, whitespace: true, message: M.currentCodeRequired },
            { pattern: /^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, message: M.codeFormat },
          ]}
        >
          <Input placeholder="6位动态码，或 xxxx-xxxx 恢复码" maxLength={9} autoComplete="one-time-code" autoFocus />
        </Form.Item>
      </Form>
      {refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal} /> : null}
    </Modal>
  );
}
