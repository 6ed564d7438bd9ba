import { toGuard, toOptions } from './enum-helpers';

/** §7 POST third/knowledgeJumpLink: which page of the knowledge-base platform to open. */
export const JUMP_TYPE = {
  HOME: 1,
  SMART_SEARCH: 2,
  STANDARD_SEARCH: 3,
  PRODUCT_PROFILE: 4,
  COMPANY_PROFILE: 5,
} as const;
export type JumpType = (typeof JUMP_TYPE)[keyof typeof JUMP_TYPE];

export const JUMP_TYPE_LABELS: Readonly<Record<JumpType, string>> = {
  1: '首页',
  2: '智能搜索',
  3: '标准搜索',
  4: '产品画像',
  5: '企业画像',
};

export const JUMP_TYPE_OPTIONS = toOptions(JUMP_TYPE, JUMP_TYPE_LABELS);
export const isJumpType = toGuard(JUMP_TYPE);
