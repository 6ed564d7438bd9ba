import { toGuard, toOptions } from './enum-helpers';

/** §4 status of a published product (goods) in the mall. */
export const GOODS_STATUS = {
  DRAFT: 0,
  IN_REVIEW: 1,
  LISTED: 2,
  DELISTED: 3,
  REVIEW_REJECTED: 4,
} as const;
export type GoodsStatus = (typeof GOODS_STATUS)[keyof typeof GOODS_STATUS];

export const GOODS_STATUS_LABELS: Readonly<Record<GoodsStatus, string>> = {
  0: '草稿',
  1: '审核中',
  2: '已上架',
  3: '已下架',
  4: '审核驳回',
};

export const GOODS_STATUS_OPTIONS = toOptions(GOODS_STATUS, GOODS_STATUS_LABELS);
export const isGoodsStatus = toGuard(GOODS_STATUS);
