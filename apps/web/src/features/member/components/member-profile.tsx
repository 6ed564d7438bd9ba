import { formatDate, MEMBER_TYPE, MEMBER_TYPE_LABELS, type MemberDetail } from '@tcm/shared';
import { Descriptions, type DescriptionItem } from '@/components/lite/descriptions/descriptions';
import { maskMobile } from '../utils/mask-mobile';
import styles from './member.module.css';

const NOT_FILLED = <span className={styles.muted}>未填写</span>;

/** 账户资料: what the member registered with, sensitive numbers masked. */
export function MemberProfile({ detail }: { detail: MemberDetail }) {
  const items: DescriptionItem[] = [
    { key: 'account', label: '账号', children: detail.userAccount },
    { key: 'type', label: '会员类型', children: MEMBER_TYPE_LABELS[detail.memberType] ?? '—' },
    { key: 'mobile', label: '手机号', children: maskMobile(detail.mobile) },
    { key: 'email', label: '电子邮箱', children: detail.email || NOT_FILLED },
  ];
  if (detail.memberType === MEMBER_TYPE.PERSONAL) {
    items.push(
      { key: 'realName', label: '真实姓名', children: detail.realName || NOT_FILLED },
      { key: 'idCard', label: '身份证号', children: detail.idCardMasked || NOT_FILLED },
    );
  }
  if (detail.memberType === MEMBER_TYPE.CORPORATE) {
    items.push(
      { key: 'company', label: '企业名称', children: detail.sysCompany?.companyName || NOT_FILLED },
      { key: 'unifyCode', label: '统一社会信用代码', children: detail.sysCompany?.unifyCode || NOT_FILLED },
    );
  }
  items.push({ key: 'createdAt', label: '注册时间', children: formatDate(detail.createdAt) });
  return (
    <div data-testid="member-profile">
      <Descriptions column={2} items={items} labelWidth={160} />
    </div>
  );
}
