import { z } from 'zod';
import { COURIER_CODE_PATTERN } from '../enums/couriers';
import { FORM_MESSAGES, ORDER_MESSAGES } from '../messages';
import { phoneOrLandline } from '../validators/phone';
import { required } from '../validators/required';
import { withRule } from '../validators/zod';

/** The fields orders and their moves are built from (orders.ts, institution-moves.ts). */
export const zOrderId = z.coerce.number({ error: '订单编号有误' }).int('订单编号有误').positive('订单编号有误');
export const zServiceId = z.coerce.number({ error: '检测服务有误' }).int('检测服务有误').positive('检测服务有误');
export const zCode = <T extends number>(codes: Record<string, T>, message: string) =>
  z.coerce.number({ error: message }).refine((v): v is T => (Object.values(codes) as number[]).includes(v), message) as unknown as z.ZodType<T, unknown>;
export const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);
export const zOptText = (max: number, label: string) => z.string({ error: `${label}有误` }).trim().max(max, `${label}不能超过${max}个字`).default('');
export const zPhone = withRule(z.string({ error: FORM_MESSAGES.required }).trim(), phoneOrLandline);
/** A stored upload path: /files/<key> as POST /api/uploadFile answered it (the caller's own upload). */
export const zUploadedPath = z.string({ error: ORDER_MESSAGES.fileInvalid }).regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|jpeg|png|gif|pdf)$/, ORDER_MESSAGES.fileInvalid);
export const zUploadedPdf = z.string({ error: ORDER_MESSAGES.pdfRequired }).regex(/^\/files\/[A-Za-z0-9_-]{22}\.pdf$/, ORDER_MESSAGES.pdfRequired);
export const zTrackingNo = withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(30, '快递单号不能超过30位').regex(/^[A-Za-z0-9-]*$/, '快递单号只能包含字母、数字和横线'), required);
/**
 * A courier and its tracking number: the member's shipment and the sample sent back. The name is
 * what the order shows (free text, as typed or picked); the code (issue #22) is the courier
 * aggregator's, from the courier list or the number's recognition — without one a listed name is
 * looked up, and an unlisted courier is not tracked by the aggregator.
 */
export const courierFields = {
  courier: zText(30, '快递公司'),
  courierCode: z.string({ error: '快递公司编码有误' }).regex(COURIER_CODE_PATTERN, '快递公司编码有误').optional(),
  trackingNo: zTrackingNo,
};
