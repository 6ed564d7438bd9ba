import { ACCOUNT_MESSAGES, MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_LABELS, MEMBER_TYPE } from '@tcm/shared';
import { Descriptions, type DescriptionItem } from '@/components/lite/descriptions/descriptions';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { Uploader } from '@/components/uploader/uploader';
import type { RealNameDetail } from './real-name-detail';

const TAG_COLOR: Readonly<Record<number, TagColor>> = {
  [MEMBER_INFO_STATUS.PENDING_REVIEW]: 'processing',
  [MEMBER_INFO_STATUS.APPROVED]: 'green',
};

/** Read-only: what was submitted and where its review stands (status 1 or 2). */
export function RealNameSummary({ detail }: { detail: RealNameDetail }) {
  const status = (
    <>
      <Tag bordered color={TAG_COLOR[detail.infoStatus] ?? 'default'}>
        {MEMBER_INFO_STATUS_LABELS[detail.infoStatus]}
      </Tag>{' '}
      {detail.infoStatus === MEMBER_INFO_STATUS.PENDING_REVIEW ? <span>{ACCOUNT_MESSAGES.realNameSubmitted}</span> : null}
    </>
  );
  const items: DescriptionItem[] = [{ key: 'status', label: '认证状态', children: status }];
  if (detail.memberType === MEMBER_TYPE.CORPORATE) {
    items.push(
      { key: 'company', label: '企业名称', children: detail.sysCompany?.companyName || '—' },
      { key: 'unifyCode', label: '统一社会信用代码', children: detail.sysCompany?.unifyCode || '—' },
      { key: 'license', label: '营业执照', children: <Uploader value={detail.licenseUrl ?? ''} edit={false} privateFiles /> },
    );
  } else {
    items.push(
      { key: 'realName', label: '真实姓名', children: detail.realName || '—' },
      { key: 'idCard', label: '身份证号', children: detail.idCardMasked || '—' },
    );
  }
  return (
    <div data-testid="real-name-summary">
      <Descriptions column={1} items={items} labelWidth={160} />
    </div>
  );
}
