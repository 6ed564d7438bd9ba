import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Skeleton, Space, Tag } from 'antd';
import { RETCODE, formatDate, type SecondFactorStatus, type TotpEnrolment } from '@tcm/shared';
import { useSession } from '@/lib/session';
import { SECOND_FACTOR_KEY, disableSecondFactor, startEnrol, useSecondFactorStatus } from '../api/second-factor';
import { CurrentCodeDialog } from './current-code-dialog';
import { EnrolWizard } from './enrol-wizard';
import styles from './account-security.module.css';

type Dialog = 'reenrol' | 'disable' | null;

/**
 * 账号安全 of both consoles (issue #17): whether an authenticator guards the account, binding one
 * (QR code shown once, recovery codes shown once), replacing or removing it with a current code.
 */
export function AccountSecurityPanel() {
  const { userId } = useSession();
  const status = useSecondFactorStatus(userId);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [starting, setStarting] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
  const begin = async () => {
    setStarting(true);
    try {
      const result = await startEnrol({});
      if (result.retcode === RETCODE.SUCCESS && result.data) setEnrolment(result.data);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setStarting(false);
    }
  };

  if (status.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (status.isError) return <Alert type="error" showIcon title={status.error.message} />;
  const s = status.data;
  if (!s.available) return <Alert type="info" showIcon title="当前账号无需设置动态验证码" />;

  return (
    <div className={styles.panel}>
      <StatusBlock status={s} />
      {enrolment ? (
        <EnrolWizard
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onDone={() => {
            setEnrolment(null);
            refresh();
          }}
        />
      ) : (
        <Space className={styles.actions}>
          {s.enrolled ? (
            <>
              <Button type="primary" onClick={() => setDialog('reenrol')}>
                重新绑定验证器
              </Button>
              <Button danger onClick={() => setDialog('disable')}>
                停用动态验证码
              </Button>
            </>
          ) : (
            <Button type="primary" loading={starting} onClick={() => void begin()}>
              开始绑定验证器
            </Button>
          )}
        </Space>
      )}
      {dialog === 'reenrol' ? (
        <CurrentCodeDialog
          title="重新绑定验证器"
          okText="下一步"
          send={(code) => startEnrol({ code })}
          onSuccess={(r) => {
            setDialog(null);
            if (r.data) setEnrolment(r.data);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'disable' ? (
        <CurrentCodeDialog
          title="停用动态验证码"
          okText="停用"
          send={(code) => disableSecondFactor({ code })}
          onSuccess={(r) => {
            setDialog(null);
            void message.success(r.retmsg);
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function StatusBlock({ status: s }: { status: SecondFactorStatus }) {
  const fallback = s.fallback === 'sms' ? `未绑定验证器时，登录需输入发送至 ${s.mobileMasked ?? '绑定手机'} 的短信验证码。` : '未绑定验证器时，仅凭密码登录；绑定后每次登录都需输入动态验证码。';
  return (
    <Descriptions column={1} bordered size="middle" className={styles.status} data-testid="second-factor-status">
      <Descriptions.Item label="动态验证码">
        {s.enrolled ? <Tag color="success">已启用</Tag> : <Tag>未启用</Tag>}
        <span className={styles.muted}>{s.enrolled ? '登录时需输入身份验证器中的6位动态码（RFC 6238，30秒刷新）。' : fallback}</span>
      </Descriptions.Item>
      {s.enrolled ? <Descriptions.Item label="启用时间">{s.enrolledAt ? formatDate(s.enrolledAt) : '—'}</Descriptions.Item> : null}
      {s.enrolled ? (
        <Descriptions.Item label="剩余恢复码">
          {`${s.recoveryCodesLeft} 个`}
          {s.recoveryCodesLeft < 3 ? <span className={styles.muted}>恢复码不足时，请重新绑定验证器以生成新的恢复码。</span> : null}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
