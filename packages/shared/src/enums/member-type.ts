import { toGuard, toOptions } from './enum-helpers';

/**
 * §1/§6 member types. The spec names them but gives no codes; 1–3 follow the order
 * in which the spec lists them.
 */
export const MEMBER_TYPE = {
  ORDINARY: 1,
  PERSONAL: 2,
  CORPORATE: 3,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

export const MEMBER_TYPE_LABELS: Readonly<Record<MemberType, string>> = {
  1: '普通会员',
  2: '个人会员',
  3: '企业会员',
};

export const MEMBER_TYPE_OPTIONS = toOptions(MEMBER_TYPE, MEMBER_TYPE_LABELS);
export const isMemberType = toGuard(MEMBER_TYPE);
