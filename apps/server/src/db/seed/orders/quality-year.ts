import type { DemoOrder } from './demo-orders';

/** Fictional suppliers of 杭州青禾中药饮片有限公司 (qiye01) and where their herbs grow. */
const SUPPLIERS = {
  jihe: '亳州济和药业有限公司',
  hengyuan: '陇西恒源中药材专业合作社',
  benyuan: '安国本元饮片有限公司',
  qingshan: '岷县青山药材购销部',
} as const;

const ITEMS = {
  huangqi: ['水分', '总灰分', '重金属及有害元素（铅、镉、砷、汞、铜）'],
  danggui: ['水分', '总灰分', '二氧化硫残留量'],
  baishao: ['水分', '重金属及有害元素（铅、镉、砷、汞、铜）', '二氧化硫残留量'],
};

type Plan = [daysAgo: number, herb: 'huangqi' | 'danggui' | 'baishao', supplier: keyof typeof SUPPLIERS, origin: string, staff: DemoOrder['staff'], fail?: string];

/**
 * 质量分析's demo (issue #21): a year of qiye01's reported orders — 黄芪, 当归 and 白芍 from four
 * suppliers, tested at jigou01 and jigou02 — so every test item has a line of points, and a few
 * batches fail (镉, 水分, 二氧化硫) with one supplier failing more often than the others.
 */
const PLAN: Plan[] = [
  [352, 'huangqi', 'hengyuan', '甘肃陇西', 'jigou01'],
  [331, 'danggui', 'qingshan', '甘肃岷县', 'jigou02'],
  [305, 'baishao', 'jihe', '安徽亳州', 'jigou01'],
  [284, 'huangqi', 'benyuan', '内蒙古固阳', 'jigou01', '镉'],
  [262, 'danggui', 'qingshan', '甘肃岷县', 'jigou02'],
  [238, 'huangqi', 'hengyuan', '甘肃陇西', 'jigou02'],
  [215, 'baishao', 'jihe', '安徽亳州', 'jigou01', '二氧化硫'],
  [193, 'danggui', 'benyuan', '甘肃岷县', 'jigou01'],
  [171, 'huangqi', 'benyuan', '内蒙古固阳', 'jigou01', '水分'],
  [148, 'huangqi', 'hengyuan', '甘肃陇西', 'jigou01'],
  [126, 'baishao', 'jihe', '安徽亳州', 'jigou02'],
  [104, 'danggui', 'qingshan', '甘肃岷县', 'jigou01'],
  [83, 'huangqi', 'hengyuan', '甘肃陇西', 'jigou02'],
  [62, 'danggui', 'benyuan', '甘肃岷县', 'jigou01', '总灰分'],
  [48, 'huangqi', 'benyuan', '内蒙古固阳', 'jigou01'],
  [22, 'baishao', 'jihe', '安徽亳州', 'jigou01'],
];

const SAMPLE: Record<Plan[1], [name: string, variety: string]> = {
  huangqi: ['黄芪饮片', '黄芪'],
  danggui: ['当归片', '当归'],
  baishao: ['白芍饮片', '白芍'],
};

export const QUALITY_YEAR_ORDERS: DemoOrder[] = PLAN.map(([daysAgo, herb, supplier, origin, staff, fail], k) => ({
  member: 'qiye01',
  staff,
  status: 8,
  urgent: 1,
  sample: [...SAMPLE[herb], k % 2 ? '1kg × 1袋' : '500g × 2袋'],
  daysAgo,
  items: ITEMS[herb],
  supplier: SUPPLIERS[supplier],
  origin,
  results: { spread: (k * 0.37) % 1, fail },
}));
