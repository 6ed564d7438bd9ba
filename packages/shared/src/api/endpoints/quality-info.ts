import { postEndpoint } from '../endpoint';
import type { QualityInfoReceipt, addQualityInfoBodySchema } from '../order-catalogue';

/** §7 qualityInfo: members and (rate-limited) visitors apply for a quality inspection. */
export const qualityInfoCalls = {
  /** Recorded for operators. */
  addQualityInfo: postEndpoint<typeof addQualityInfoBodySchema, QualityInfoReceipt>('/api/qualityInfo/addQualityInfo'),
} as const;
