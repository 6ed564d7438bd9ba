import { useState } from 'react';
import { Alert, App, Button, Form, Input, Steps, Typography } from 'antd';
import { RETCODE, SECURITY_SECOND_FACTOR_MESSAGES as M, type TotpEnrolment } from '@tcm/shared';
import { confirmEnrol } from '../api/second-factor';
import styles from './account-security.module.css';

/** The secret in groups of four, as authenticator apps show typed keys. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Binding an authenticator: scan the QR code (or type the secret), confirm with the app's first code,
 * then keep the ten recovery codes. The secret and the codes are shown here once and never again.
 */
export function EnrolWizard({ enrolment, onDone, onCancel }: { enrolment: TotpEnrolment; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const { message } = App.useApp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await confirmEnrol({ code: code.trim() });
      if (result.retcode === RETCODE.SUCCESS && result.data) {
        void message.success(result.retmsg);
        setCodes(result.data.recoveryCodes);
      } else {
        setRefusal(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.wizard} aria-label="绑定身份验证器">
      <Steps
        size="small"
        current={codes ? 2 : 0}
        items={[{ title: '扫描二维码' }, { title: '输入动态码' }, { title: '保存恢复码' }]}
        className={styles.steps}
      />
      {codes ? (
        <RecoveryCodeList codes={codes} onDone={onDone} />
      ) : (
        <div className={styles.scan}>
          <img className={styles.qr} src={enrolment.qrDataUrl} alt="身份验证器绑定二维码" width={220} height={220} />
          <div className={styles.scanText}>
            <p>
              1. 在手机上打开身份验证器（如 Microsoft Authenticator、Google 身份验证器、腾讯身份验证器），扫描左侧二维码；无法扫描时，选择“手动输入密钥”并输入：
            </p>
            <Typography.Text className={styles.secret} copyable={{ text: enrolment.secret, tooltips: ['复制密钥', '已复制'] }} data-testid="totp-secret">
              {grouped(enrolment.secret)}
            </Typography.Text>
            <p className={styles.muted}>密钥只显示这一次，请勿截图或发送给他人。类型选“基于时间”，6位数字，30秒。</p>
            <p>2. 输入验证器中显示的6位动态码，完成绑定：</p>
            <Form form={form} layout="inline" onFinish={(v) => void confirm(v)} requiredMark={false}>
              <Form.Item name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: M.totpFormat }]}>
                <Input aria-label="动态验证码" placeholder="6位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" className={styles.codeInput} />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={busy}>
                  确认绑定
                </Button>
              </Form.Item>
              <Form.Item>
                <Button onClick={onCancel}>取消</Button>
              </Form.Item>
            </Form>
            {refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal} /> : null}
          </div>
        </div>
      )}
    </section>
  );
}

/** Ten single-use codes for a lost phone; shown once. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className={styles.codes}>
      <Alert
        type="warning"
        showIcon
        title="请立即保存以下恢复码"
        description="手机丢失或无法使用验证器时，可用恢复码代替动态码登录。每个恢复码只能使用一次，离开本页后将无法再次查看。"
      />
      <ol className={styles.codeList} data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['复制全部恢复码', '已复制'] }}>复制全部恢复码</Typography.Text>
      <div className={styles.actions}>
        <Button type="primary" onClick={onDone}>
          我已妥善保存
        </Button>
      </div>
    </div>
  );
}
