import type * as Payments from '../payments';
import type * as P from '../payment-constants';
import { getEndpoint, postEndpoint } from '../endpoint';
import type { PageResult } from '../pagination';

/**
 * `paymentCalls`: Issue #23, online payment and refunds. The member's calls sit in the orderInfo
 * family, the staff's in institutionOrder (their own institution's orders only). The gateways'
 * notify URLs are not descriptors: they answer the gateways' own bodies, never the envelope.
 * @tcm/shared re-exports this file as a namespace (`export * as paymentCalls`).
 */

/** The payment state of my order (the pay page polls it). */
export const getPayment = getEndpoint<typeof Payments.orderPaymentQuerySchema, P.OrderPaymentState>('/api/orderInfo/getPayment');
/** A QR code for my order at 待支付, by Alipay or WeChat Pay; the gateway's notification alone marks it paid. */
export const payOnline = postEndpoint<typeof Payments.payOnlineBodySchema, P.OrderPaymentState>('/api/orderInfo/payOnline');
/** Payments and refunds of our institution's order. */
export const institutionGetPayment = getEndpoint<typeof Payments.orderPaymentQuerySchema, P.OrderPaymentState>('/api/institutionOrder/getPayment');
/** A refund of our institution's order (订单退回 or 已取消, paid online), partial allowed, with a reason. */
export const refund = postEndpoint<typeof Payments.refundBodySchema, P.OrderPaymentState>('/api/institutionOrder/refund');
/** A new attempt at an abnormal (退款异常) refund of our institution's order: same amount, its reservation carried over. */
export const retryRefund = postEndpoint<typeof Payments.retryRefundBodySchema, P.OrderPaymentState>('/api/institutionOrder/retryRefund');
/** Whether our institution accepts online payment, and whether the platform offers it at all (a gateway configured). */
export const getOnlinePayment = getEndpoint<undefined, P.OnlinePaymentSetting>('/api/institution/getOnlinePayment');
/** Whether our institution accepts online payment. */
export const setOnlinePayment = postEndpoint<typeof Payments.onlinePaymentSettingBodySchema, P.OnlinePaymentSetting>('/api/institution/setOnlinePayment');
/** Operators: the online payments created on a Beijing day, with their refunds (the reconciliation .xlsx is PAYMENT_ADMIN_PATHS.reconciliation). */
export const adminQueryPayments = getEndpoint<typeof Payments.adminPaymentQuerySchema, PageResult<P.AdminPaymentRow>>('/api/admin/payment/query');
