import { z } from 'zod';
import { zOrderId } from './order-fields';
import { pageQuerySchema } from './pagination';
import { PAYMENT_CHANNELS, PAYMENT_MESSAGES, REFUND_REASON_MAX } from './payment-constants';

/** Issue #23: the payment calls' schemas (constants and answers in ./payment-constants.ts). */

/** GET orderInfo/getPayment and institutionOrder/getPayment. */
export const orderPaymentQuerySchema = z.object({ orderId: zOrderId });

/** POST orderInfo/payOnline: a QR code to scan for the order's total, by the chosen channel. */
export const payOnlineBodySchema = z.object({
  orderId: zOrderId,
  channel: z.enum(PAYMENT_CHANNELS, { error: PAYMENT_MESSAGES.channelNotOffered }),
});

/** Yuan with at most two decimals, as the staff types it; kept as integer fen. */
const zRefundFen = z
  .string({ error: PAYMENT_MESSAGES.refundAmountInvalid })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, PAYMENT_MESSAGES.refundAmountInvalid)
  .transform((v) => {
    const [yuan = '0', cents = ''] = v.split('.');
    return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
  })
  .refine((fen) => fen > 0, PAYMENT_MESSAGES.refundAmountInvalid);

/** POST institutionOrder/refund: a (partial) refund through the channel the order was paid by. */
export const refundBodySchema = z.object({
  orderId: zOrderId,
  amount: zRefundFen,
  reason: z.string({ error: PAYMENT_MESSAGES.refundReasonRequired }).trim().min(1, PAYMENT_MESSAGES.refundReasonRequired).max(REFUND_REASON_MAX, PAYMENT_MESSAGES.refundReasonTooLong),
});
export type RefundBody = z.output<typeof refundBodySchema>;

/** POST institutionOrder/retryRefund: a new attempt at an abnormal (退款异常) refund of our order, same amount. */
export const retryRefundBodySchema = z.object({ orderId: zOrderId, refundId: z.number({ error: '请选择要重新发起的退款' }).int('请选择要重新发起的退款').positive('请选择要重新发起的退款').max(2_147_483_647, '请选择要重新发起的退款') });

/** POST institution/setOnlinePayment: whether our institution accepts online payment. */
export const onlinePaymentSettingBodySchema = z.object({ accepts: z.boolean({ error: '请选择是否接受在线支付' }) });

/** A Beijing calendar day, YYYY-MM-DD: the operators' list and the daily reconciliation are by day. */
const zDay = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), '日期有误');

/** GET admin/payment/query: the online payments created on a day, with their refunds. */
export const adminPaymentQuerySchema = pageQuerySchema.extend({ day: zDay });
/** GET admin/payment/reconciliation: that day's .xlsx. */
export const adminReconciliationQuerySchema = z.object({ day: zDay });
