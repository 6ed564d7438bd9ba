import { Alert } from '@/components/lite/alert/alert';
import { ACCOUNT_MESSAGES, MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_LABELS, MEMBER_TYPE } from '@tcm/shared';
import type { RealNameDetail } from './real-name-detail';
import { RealNameEditor } from './real-name-editor';
import { RealNameSummary } from './real-name-summary';
import styles from './real-name.module.css';

export type { RealNameDetail };

const SUBMITTABLE: readonly number[] = [MEMBER_INFO_STATUS.PENDING_VERIFICATION, MEMBER_INFO_STATUS.REJECTED];

/**
 * 实名认证: the form while the member's info status is 0 (awaiting verification)
 * or 3 (rejected, with the reviewer's reason above it); otherwise a read-only
 * summary with the status. Ordinary members have nothing to verify.
 */
export function RealNameForm({ detail, onSubmitted }: { detail: RealNameDetail; onSubmitted: () => void }) {
  if (detail.memberType === MEMBER_TYPE.ORDINARY) {
    return <Alert type="info" title={ACCOUNT_MESSAGES.ordinaryNoRealName} data-testid="real-name-ordinary" />;
  }
  if (!SUBMITTABLE.includes(detail.infoStatus)) return <RealNameSummary detail={detail} />;
  return (
    <div className={styles.form} data-testid="real-name-form">
      {detail.infoStatus === MEMBER_INFO_STATUS.PENDING_VERIFICATION ? (
        <Alert className={styles.reject} type="info" title={`${MEMBER_INFO_STATUS_LABELS[detail.infoStatus]}，请填写以下资料提交认证，平台审核后结果将在此显示`} />
      ) : null}
      {detail.infoStatus === MEMBER_INFO_STATUS.REJECTED ? (
        <Alert
          className={styles.reject}
          type="error"
          title="审核驳回，请修改后重新提交"
          description={`驳回原因：${detail.rejectReason || '未填写'}`}
        />
      ) : null}
      <RealNameEditor detail={detail} onSubmitted={onSubmitted} />
    </div>
  );
}
