import { useId } from 'react';
import { MEMBER_SMS_KINDS, RETCODE, SMS_KIND_LABELS, SMS_RATE_RULE_TEXT, type MemberSmsKind } from '@tcm/shared';
import { Switch } from '@/components/lite/switch/switch';
import { QueryState } from '@/components/query-state/query-state';
import { notifier } from '@/lib/notifier';
import { useSaveSmsSettings, useSmsSettings } from '../api/sms-settings';
import styles from './sms-settings.module.css';

/**
 * 短信提醒设置 (issue #22): a switch per SMS kind a member may turn off, each saved when it is
 * flipped (the server's 短信提醒设置已保存, or its refusal). The switch shows what the server holds,
 * so a refused change flips back by itself.
 */
export function SmsSettingsForm() {
  const id = useId();
  const settings = useSmsSettings();
  const save = useSaveSmsSettings();

  const flip = async (kind: MemberSmsKind, on: boolean) => {
    const result = await save.mutateAsync({ [kind]: on }).catch(() => null);
    if (!result) return; // the request client has shown what went wrong
    if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg);
    else notifier().error(result.retmsg);
  };

  return (
    <>
      <p className={styles.intro}>以下事件发生时，平台会向您的注册手机号发送短信提醒；关闭某项后，仍可在消息中心查看对应的站内消息。</p>
      <p className={styles.rule}>{SMS_RATE_RULE_TEXT}</p>
      <QueryState isPending={settings.isPending} isError={settings.isError} rows={4}>
        {settings.data ? (
          <ul className={styles.list} data-testid="sms-settings">
            {MEMBER_SMS_KINDS.map((kind) => (
              <li key={kind} className={styles.item}>
                <span id={`${id}-${kind}`} className={styles.label}>
                  {SMS_KIND_LABELS[kind]}
                </span>
                <Switch
                  aria-labelledby={`${id}-${kind}`}
                  checked={settings.data[kind]}
                  disabled={save.isPending || settings.isFetching}
                  onChange={(on) => void flip(kind, on)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </>
  );
}
