import { postEndpoint } from '../endpoint';
import type * as OrderCatalogue from '../order-catalogue';

/**
 * `qualityInfoCalls`: §7 qualityInfo: members and (rate-limited) visitors apply for a quality inspection.
 * @tcm/shared re-exports this file as a namespace (`export * as qualityInfoCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Recorded for operators. */
export const addQualityInfo = postEndpoint<typeof OrderCatalogue.addQualityInfoBodySchema, OrderCatalogue.QualityInfoReceipt>('/api/qualityInfo/addQualityInfo');
