/**
 * Issue #8's plain constants (favourite kinds, settlement states, directory regions and sorts),
 * apart from the zod schemas of api/institutions.ts so that pages needing only these stay free of zod.
 */

/** §7 myCollect: what a favourite points at. */
export const COLLECT_TYPE = { INSTITUTION: 1, TEST_SERVICE: 2, STANDARD: 3, PRODUCT: 4, ARTICLE: 5 } as const;
export type CollectType = (typeof COLLECT_TYPE)[keyof typeof COLLECT_TYPE];
export const COLLECT_TYPE_LABELS: Readonly<Record<CollectType, string>> = { 1: '检测机构', 2: '检测服务', 3: '质量标准', 4: '产品', 5: '资讯' };

/** A settlement application's state (待审核 / 已通过 / 已驳回). */
export const SETTLEMENT_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUS)[keyof typeof SETTLEMENT_STATUS];
export const SETTLEMENT_STATUS_LABELS: Readonly<Record<SettlementStatus, string>> = { 1: '待审核', 2: '已通过', 3: '已驳回' };

/** Directory regions; `province` values are these short names (as stored on institutions). */
export const REGIONS = {
  华北: ['北京', '天津', '河北', '山西', '内蒙古'],
  东北: ['辽宁', '吉林', '黑龙江'],
  华东: ['上海', '江苏', '浙江', '安徽', '福建', '江西', '山东'],
  华中: ['河南', '湖北', '湖南'],
  华南: ['广东', '广西', '海南'],
  西南: ['重庆', '四川', '贵州', '云南', '西藏'],
  西北: ['陕西', '甘肃', '青海', '宁夏', '新疆'],
} as const satisfies Record<string, readonly string[]>;
export type Region = keyof typeof REGIONS;
export const PROVINCES = Object.values(REGIONS).flat() as readonly string[];

export const INSTITUTION_SORTS = ['rating', 'orders', 'newest'] as const;
export type InstitutionSort = (typeof INSTITUTION_SORTS)[number];
