import { getEndpoint } from '../endpoint';
import type * as Lookup from '../lookup';
import type * as Pagination from '../pagination';

/**
 * `lookupCalls`: Issue #7: §7 qualityControlStandard and categoryInfo, and the lookup search over both. All public.
 * @tcm/shared re-exports this file as a namespace (`export * as lookupCalls`), so a page carries only
 * the descriptors it uses.
 */

export const queryQualityControlStandard = getEndpoint<typeof Lookup.queryQualityControlStandardQuerySchema, Pagination.PageResult<Lookup.StandardSummary>>('/api/qualityControlStandard/queryQualityControlStandard');
export const getQualityControlStandard = getEndpoint<typeof Lookup.getQualityControlStandardQuerySchema, Lookup.StandardDetail>('/api/qualityControlStandard/getQualityControlStandard');
/** The issuing bodies present, for the filter. */
export const queryIssuers = getEndpoint<undefined, Lookup.StandardIssuer[]>('/api/qualityControlStandard/queryIssuers');
/** Volumes 一部–四部 of one edition, their categories and counts. */
export const queryCatalogue = getEndpoint<typeof Lookup.queryCatalogueQuerySchema, Lookup.PharmacopoeiaVolume[]>('/api/categoryInfo/queryCatalogue');
/** The catalogue's monographs, paged, by volume, category and pinyin initial. */
export const findCategoryInfo = getEndpoint<typeof Lookup.findCategoryInfoQuerySchema, Pagination.PageResult<Lookup.MonographSummary>>('/api/categoryInfo/findCategoryInfo');
/** One monograph. */
export const getCategoryInfo = getEndpoint<typeof Lookup.getCategoryInfoQuerySchema, Lookup.MonographDetail>('/api/categoryInfo/getCategoryInfo');
/** Monographs and standards in one ranked list, with matched runs. */
export const search = getEndpoint<typeof Lookup.lookupSearchQuerySchema, Pagination.PageResult<Lookup.LookupHit>>('/api/lookup/search');
