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

/**
 * The moves of a product (issue #10), beside its statuses and free of the API's schemas, so a page
 * that only shows buttons does not carry zod: member submit (0/3/4 → 1), delist (2 → 3);
 * operator approve (1 → 2), reject (1 → 4, reason required).
 */
export const PRODUCT_ACTIONS = ['submit', 'delist', 'approve', 'reject'] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];
/** Who may make each move, from which statuses, to which (the server's checks and the web's buttons read it). */
export const PRODUCT_MOVES: readonly { action: ProductAction; actor: 'member' | 'operator'; from: readonly GoodsStatus[]; to: GoodsStatus }[] = [
  { action: 'submit', actor: 'member', from: [0, 3, 4], to: 1 },
  { action: 'delist', actor: 'member', from: [2], to: 3 },
  { action: 'approve', actor: 'operator', from: [1], to: 2 },
  { action: 'reject', actor: 'operator', from: [1], to: 4 },
];
/** The owner edits a product only while it is off the shelf and out of review; deletes only drafts. */
export const PRODUCT_EDITABLE_STATUSES: readonly GoodsStatus[] = [0, 3, 4];
export const PRODUCT_DELETABLE_STATUSES: readonly GoodsStatus[] = [0];
/** How many of its listed products a member may put on the home page at once. */
export const MAX_RECOMMENDED_PRODUCTS = 10;
