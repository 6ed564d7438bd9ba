import { getEndpoint } from '../endpoint';
import type {
  LookupHit,
  MonographDetail,
  MonographSummary,
  PharmacopoeiaVolume,
  StandardDetail,
  StandardIssuer,
  StandardSummary,
  findCategoryInfoQuerySchema,
  getCategoryInfoQuerySchema,
  getQualityControlStandardQuerySchema,
  lookupSearchQuerySchema,
  queryCatalogueQuerySchema,
  queryQualityControlStandardQuerySchema,
} from '../lookup';
import type { PageResult } from '../pagination';

/** Issue #7: §7 qualityControlStandard and categoryInfo, and the lookup search over both. All public. */
export const lookupCalls = {
  queryQualityControlStandard: getEndpoint<typeof queryQualityControlStandardQuerySchema, PageResult<StandardSummary>>(
    '/api/qualityControlStandard/queryQualityControlStandard',
  ),
  getQualityControlStandard: getEndpoint<typeof getQualityControlStandardQuerySchema, StandardDetail>('/api/qualityControlStandard/getQualityControlStandard'),
  /** The issuing bodies present, for the filter. */
  queryIssuers: getEndpoint<undefined, StandardIssuer[]>('/api/qualityControlStandard/queryIssuers'),
  /** Volumes 一部–四部 of one edition, their categories and counts. */
  queryCatalogue: getEndpoint<typeof queryCatalogueQuerySchema, PharmacopoeiaVolume[]>('/api/categoryInfo/queryCatalogue'),
  /** The catalogue's monographs, paged, by volume, category and pinyin initial. */
  findCategoryInfo: getEndpoint<typeof findCategoryInfoQuerySchema, PageResult<MonographSummary>>('/api/categoryInfo/findCategoryInfo'),
  /** One monograph. */
  getCategoryInfo: getEndpoint<typeof getCategoryInfoQuerySchema, MonographDetail>('/api/categoryInfo/getCategoryInfo'),
  /** Monographs and standards in one ranked list, with matched runs. */
  search: getEndpoint<typeof lookupSearchQuerySchema, PageResult<LookupHit>>('/api/lookup/search'),
} as const;
