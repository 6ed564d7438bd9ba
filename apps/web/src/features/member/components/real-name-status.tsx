import { Alert, Tag } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_LABELS, MEMBER_TYPE, type MemberDetail } from '@tcm/shared';
import styles from './member.module.css';

const TAG_COLOR = {
  [MEMBER_INFO_STATUS.PENDING_VERIFICATION]: 'default',
  [MEMBER_INFO_STATUS.PENDING_REVIEW]: 'processing',
  [MEMBER_INFO_STATUS.APPROVED]: 'success',
  [MEMBER_INFO_STATUS.REJECTED]: 'error',
} as const;

/**
 * §4 member info status: where the real-name (or company) verification stands,
 * with the reviewer's reason when it was rejected. Submitting the documents
 * needs the file uploader, which arrives with a later issue; until then, where
 * a submission is due (0, 3), this says so instead of showing a form that
 * cannot work.
 */
export function RealNameStatus({ detail }: { detail: MemberDetail }) {
  const corporate = detail.memberType === MEMBER_TYPE.CORPORATE;
  const subject = corporate ? '企业认证' : '实名认证';
  const documents = corporate ? '营业执照' : '身份证件照片';
  const rejected = detail.infoStatus === MEMBER_INFO_STATUS.REJECTED;
  const submissionDue = rejected || detail.infoStatus === MEMBER_INFO_STATUS.PENDING_VERIFICATION;
  return (
    <div className={styles.status} data-testid="real-name-status">
      <div className={styles.statusLine}>
        <span className={styles.statusLabel}>{subject}状态</span>
        <Tag color={TAG_COLOR[detail.infoStatus]} className={styles.statusTag}>
          {MEMBER_INFO_STATUS_LABELS[detail.infoStatus]}
        </Tag>
      </div>
      {rejected ? (
        <Alert
          type="error"
          showIcon
          title="驳回原因"
          description={detail.rejectReason || '审核未通过，未填写驳回原因'}
        />
      ) : null}
      {submissionDue ? (
        <p className={styles.note}>
          <InfoCircleOutlined /> 实名认证资料提交（{documents}上传）将随文件上传功能一同上线，届时可在此提交或重新提交认证资料。
        </p>
      ) : null}
    </div>
  );
}
