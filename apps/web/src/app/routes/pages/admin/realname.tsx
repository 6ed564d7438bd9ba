import { MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_OPTIONS } from '@tcm/shared';
import { RealNameTable } from '@/features/admin/components/real-name-table';
import { ReviewQueue } from './review-queue';

/** Submitted, approved and rejected reviews; 待实名认证 (nothing submitted) is not a queue. */
const TABS = MEMBER_INFO_STATUS_OPTIONS.filter((o) => o.value !== MEMBER_INFO_STATUS.PENDING_VERIFICATION);

/** 运营 · 实名审核 ?status=&keyword=: members' real-name submissions, 待审核 first. */
export default function AdminRealNamePage() {
  return <ReviewQueue list="member/queryRealName" pending={MEMBER_INFO_STATUS.PENDING_REVIEW} placeholder="账号、手机号、姓名或企业名称" options={TABS} emptyText="暂无实名认证申请" table={RealNameTable} />;
}
