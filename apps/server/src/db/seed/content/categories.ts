import type { SeedCategory } from './types';

/**
 * Article categories. The six top-level ones are also the /search tabs, in this order
 * (the header's default search type is 政策资讯).
 */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { code: 'policy', name: '政策资讯', parentCode: null, sort: 1 },
  { code: 'industry', name: '行业动态', parentCode: null, sort: 2 },
  { code: 'notice', name: '平台公告', parentCode: null, sort: 3 },
  { code: 'standard', name: '标准解读', parentCode: null, sort: 4 },
  { code: 'knowledge', name: '知识库', parentCode: null, sort: 5 },
  { code: 'help', name: '帮助中心', parentCode: null, sort: 6 },

  { code: 'policy_national', name: '国家政策', parentCode: 'policy', sort: 1 },
  { code: 'policy_local', name: '地方政策', parentCode: 'policy', sort: 2 },

  { code: 'industry_market', name: '市场行情', parentCode: 'industry', sort: 1 },
  { code: 'industry_company', name: '企业动态', parentCode: 'industry', sort: 2 },

  { code: 'standard_pharmacopoeia', name: '药典解读', parentCode: 'standard', sort: 1 },
  { code: 'standard_method', name: '检测方法', parentCode: 'standard', sort: 2 },

  { code: 'knowledge_identification', name: '药材鉴别', parentCode: 'knowledge', sort: 1 },
  { code: 'knowledge_technique', name: '检测技术', parentCode: 'knowledge', sort: 2 },
  { code: 'knowledge_quality', name: '质量控制', parentCode: 'knowledge', sort: 3 },

  { code: 'help_guide', name: '新手指南', parentCode: 'help', sort: 1 },
  { code: 'help_process', name: '送检流程', parentCode: 'help', sort: 2 },
  { code: 'help_billing', name: '费用与发票', parentCode: 'help', sort: 3 },
  { code: 'help_report', name: '报告与证书', parentCode: 'help', sort: 4 },
];
