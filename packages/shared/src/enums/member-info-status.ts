import { toGuard, toOptions } from './enum-helpers';

/** §4 member info status: where a member's real-name verification stands. */
export const MEMBER_INFO_STATUS = {
  PENDING_VERIFICATION: 0,
  PENDING_REVIEW: 1,
  APPROVED: 2,
  REJECTED: 3,
} as const;
export type MemberInfoStatus = (typeof MEMBER_INFO_STATUS)[keyof typeof MEMBER_INFO_STATUS];

export const MEMBER_INFO_STATUS_LABELS: Readonly<Record<MemberInfoStatus, string>> = {
  0: '待实名认证',
  1: '待审核',
  2: '审核通过',
  3: '审核驳回',
};

export const MEMBER_INFO_STATUS_OPTIONS = toOptions(MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_LABELS);
export const isMemberInfoStatus = toGuard(MEMBER_INFO_STATUS);
