import type { SeedQualityCategory, SeedQualityMonth } from './types';

/**
 * 近12个月平台检测批次与合格率（monthsAgo 11 为最早的月份，0 为当月）。
 * 批次逐月增长，合格率随专项整治和企业自检普及稳步上升，期间有小幅季节性回落。
 */
export const SEED_QUALITY_MONTHS: readonly SeedQualityMonth[] = [
  { monthsAgo: 11, batches: 862, qualifiedRate: 94.1 },
  { monthsAgo: 10, batches: 938, qualifiedRate: 93.6 },
  { monthsAgo: 9, batches: 1105, qualifiedRate: 94.5 },
  { monthsAgo: 8, batches: 1247, qualifiedRate: 95.0 },
  { monthsAgo: 7, batches: 1189, qualifiedRate: 94.8 },
  { monthsAgo: 6, batches: 1426, qualifiedRate: 95.6 },
  { monthsAgo: 5, batches: 1583, qualifiedRate: 95.9 },
  { monthsAgo: 4, batches: 1712, qualifiedRate: 96.3 },
  { monthsAgo: 3, batches: 1845, qualifiedRate: 96.1 },
  { monthsAgo: 2, batches: 1968, qualifiedRate: 96.5 },
  { monthsAgo: 1, batches: 2186, qualifiedRate: 96.8 },
  { monthsAgo: 0, batches: 1934, qualifiedRate: 97.2 },
];

/**
 * 近12个月按药用部位分类的检测批次与合格率（批次合计与上表一致）。
 * 动物类（掺伪、增重）和全草类（灰分、农残）合格率偏低，矿物类最高。
 */
export const SEED_QUALITY_CATEGORIES: readonly SeedQualityCategory[] = [
  { category: '根及根茎类', batches: 6870, qualifiedRate: 95.6 },
  { category: '果实种子类', batches: 4120, qualifiedRate: 96.1 },
  { category: '全草类', batches: 2210, qualifiedRate: 94.7 },
  { category: '花类', batches: 1380, qualifiedRate: 95.3 },
  { category: '叶类', batches: 860, qualifiedRate: 96.8 },
  { category: '皮类', batches: 970, qualifiedRate: 97.2 },
  { category: '动物类', batches: 1240, qualifiedRate: 93.4 },
  { category: '矿物类', batches: 345, qualifiedRate: 98.3 },
];
