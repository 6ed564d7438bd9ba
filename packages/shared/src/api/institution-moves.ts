import { z } from 'zod';
import { courierFields, zOrderId, zText, zUploadedPdf } from './order-fields';

// ---------------------------------------------------------------- institution moves (auth 'institution')

export const institutionOrderIdBodySchema = z.object({ orderId: zOrderId });
export const reasonBodySchema = z.object({ orderId: zOrderId, reason: zText(200, '原因') });
export const provideContractBodySchema = z.object({ orderId: zOrderId, contractUrl: zUploadedPdf });
/**
 * POST institutionOrder/issueReport: the staff's upload (reportUrl), or generate: the platform writes it
 * from the results (issue #21). Exactly one of the two: the service says which is missing (a refinement
 * here would carry its messages into every page that orders).
 */
export const issueReportBodySchema = z.object({ orderId: zOrderId, reportUrl: zUploadedPdf.optional(), generate: z.boolean().optional() });
export const shipSampleBackBodySchema = z.object({ orderId: zOrderId, ...courierFields });
export const addTrackingEventBodySchema = z.object({
  shipmentId: z.coerce.number({ error: '物流单有误' }).int('物流单有误').positive('物流单有误'),
  time: z.iso.datetime({ offset: true, error: '时间格式有误' }),
  place: zText(60, '地点'),
  description: zText(200, '物流描述'),
});
