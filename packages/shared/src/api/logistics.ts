import { z } from 'zod';
import type { Courier } from '../enums/couriers';
import { zTrackingNo } from './order-fields';

/**
 * Issue #22, real-time logistics (ours: logistics/…). The courier of a tracking number as the
 * courier aggregator recognises it (快递100 智能单号识别), for the shipment dialogs to pre-select.
 */
export const recogniseCourierQuerySchema = z.object({ trackingNo: zTrackingNo });

export interface CourierRecognition {
  /** Most likely first; empty when nothing is recognised or no aggregator is configured. */
  candidates: Courier[];
}
