import { getEndpoint } from '../endpoint';
import type * as Lookup from '../lookup';
import type * as Pagination from '../pagination';

/** Issue #7: §7 qualityControlStandard and categoryInfo, and the lookup search over both. All public. */
export const lookupCalls = {
  queryQualityControlStandard: getEndpoint<typeof Lookup.queryQualityControlStandardQuerySchema, Pagination.PageResult<Lookup.StandardSummary>>(
    '/api/qualityControlStandard/queryQualityControlStandard',
  ),
  getQualityControlStandard: getEndpoint<typeof Lookup.getQualityControlStandardQuerySchema, Lookup.StandardDetail>('/api/qualityControlStandard/getQualityControlStandard'),
  /** The issuing bodies present, for the filter. */
  queryIssuers: getEndpoint<undefined, Lookup.StandardIssuer[]>('/api/qualityControlStandard/queryIssuers'),
  /** Volumes 一部–四部 of one edition, their categories and counts. */
  queryCatalogue: getEndpoint<typeof Lookup.queryCatalogueQuerySchema, Lookup.PharmacopoeiaVolume[]>('/api/categoryInfo/queryCatalogue'),
  /** The catalogue's monographs, paged, by volume, category and pinyin initial. */
  findCategoryInfo: getEndpoint<typeof Lookup.findCategoryInfoQuerySchema, Pagination.PageResult<Lookup.MonographSummary>>('/api/categoryInfo/findCategoryInfo'),
  /** One monograph. */
  getCategoryInfo: getEndpoint<typeof Lookup.getCategoryInfoQuerySchema, Lookup.MonographDetail>('/api/categoryInfo/getCategoryInfo'),
  /** Monographs and standards in one ranked list, with matched runs. */
  search: getEndpoint<typeof Lookup.lookupSearchQuerySchema, Pagination.PageResult<Lookup.LookupHit>>('/api/lookup/search'),
} as const;
