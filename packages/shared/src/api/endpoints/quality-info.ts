import { postEndpoint } from '../endpoint';
import type * as OrderCatalogue from '../order-catalogue';

/** §7 qualityInfo: members and (rate-limited) visitors apply for a quality inspection. */
export const qualityInfoCalls = {
  /** Recorded for operators. */
  addQualityInfo: postEndpoint<typeof OrderCatalogue.addQualityInfoBodySchema, OrderCatalogue.QualityInfoReceipt>('/api/qualityInfo/addQualityInfo'),
} as const;
