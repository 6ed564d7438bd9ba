import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Quality from '../quality';
import type * as Results from '../results';

/**
 * `resultCalls`: an order's results as data (issue #21). Staff of the order's institution read and
 * save the sheet while the order is 检测中; the member reads it once the report is issued.
 * @tcm/shared re-exports this file as a namespace (`export * as resultCalls`).
 */

/** The sheet: one row per sample × test item (× element), the limits pre-filled, saved values over them. */
export const getResultSheet = getEndpoint<typeof Results.resultSheetQuerySchema, Results.ResultSheet>('/api/institutionOrder/getResultSheet');
/** Saves the whole sheet as a draft (rows may stay empty); answers it as stored, judgements computed. */
export const saveResults = postEndpoint<typeof Results.saveResultsBodySchema, Results.ResultSheet>('/api/institutionOrder/saveResults');
/** The member's own order's results, once its report is issued. */
export const getOrderResults = getEndpoint<typeof Results.orderResultsQuerySchema, Results.ResultSheet>('/api/orderInfo/getOrderResults');
/** 质量分析: the member's published results across orders, filtered, with series per item and rates per supplier. */
export const getQualityAnalysis = getEndpoint<typeof Quality.qualityQuerySchema, Quality.QualityAnalysis>('/api/orderInfo/getQualityAnalysis');
