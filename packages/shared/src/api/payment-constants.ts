/**
 * Issue #23, online payment (在线支付) and refunds: channels, statuses, messages and answers,
 * without zod (the calls' schemas are in ./payments.ts).
 */
export const PAYMENT_CHANNELS = ['alipay', 'wechat'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const PAYMENT_CHANNEL_LABELS: Readonly<Record<PaymentChannel, string>> = { alipay: '支付宝', wechat: '微信支付' };

export type PaymentStatus = 'pending' | 'paid' | 'closed';
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = { pending: '待支付', paid: '已支付', closed: '已关闭' };
/** abnormal (退款异常): the gateway could not complete it (WeChat ABNORMAL, e.g. the buyer's card refused it); its amount stays reserved and the institution may retry. */
export type RefundStatus = 'processing' | 'succeeded' | 'failed' | 'abnormal';
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = { processing: '退款中', succeeded: '退款成功', failed: '退款失败', abnormal: '退款异常' };

export const REFUND_REASON_MAX = 200;

export const PAYMENT_MESSAGES = {
  notOffered: '该订单暂不支持在线支付，请使用线下转账',
  channelNotOffered: '该支付方式暂未开通，请选择其他方式',
  notPayable: '当前订单状态不允许在线支付',
  gatewayUnavailable: '支付平台暂时无法连接，请稍后再试或使用线下转账',
  precreated: '请使用手机扫码完成支付',
  refundNotAllowed: '当前订单状态不允许退款（仅订单退回或已取消的已付款订单可退款）',
  notPaidOnline: '该订单未在线支付，请通过线下方式退款',
  refundTooMuch: '退款金额超过可退金额',
  refundAmountInvalid: '退款金额须为大于 0 的金额（单位：元，最多两位小数）',
  refundReasonRequired: '请填写退款原因',
  refundReasonTooLong: `退款原因不能超过${REFUND_REASON_MAX}个字`,
  refundAccepted: '退款申请已提交至支付平台',
  refundFailed: '支付平台拒绝了退款，请稍后重试',
  settingSaved: '在线支付设置已保存',
  refundNotRetryable: '该退款不是退款异常状态，无法重新发起',
  refundRetried: '已重新发起退款',
  autoRefundReason: '订单已不在待支付状态，在线支付款项自动原路退回',
} as const;

/** A payment as its order's parties and operators see it. */
export interface PaymentView {
  id: number;
  channel: PaymentChannel;
  outTradeNo: string;
  gatewayTradeNo: string | null;
  amountFen: number;
  refundedFen: number;
  status: PaymentStatus;
  paidAt: string | null;
  createdAt: string;
}

export interface RefundView {
  id: number;
  paymentId: number;
  outRefundNo: string;
  amountFen: number;
  reason: string;
  status: RefundStatus;
  /** The gateway's own words when it refused the refund or reported it abnormal. */
  detail: string | null;
  /** The abnormal refund this attempt replaces. */
  retryOf: number | null;
  initiatedBy: 'institution' | 'gateway';
  refundedAt: string | null;
  createdAt: string;
}

/** What the pay page shows and polls: the channels on offer, the current QR code, and whether the order is paid. */
export interface OrderPaymentState {
  orderId: number;
  /** Channels the member may pay by now ([] when the order is not payable online). */
  channels: PaymentChannel[];
  /** The QR code of the latest pending payment, per channel. */
  pending: { channel: PaymentChannel; qrCode: string; amountFen: number } | null;
  paid: boolean;
  payments: PaymentView[];
  refunds: RefundView[];
}

/** An institution's setting: it accepts online payment; the platform offers it (some gateway configured). */
export interface OnlinePaymentSetting {
  accepts: boolean;
  offered: boolean;
}

/** An online payment in the operators' list: its order, and its refunds. */
export interface AdminPaymentRow extends PaymentView {
  orderId: number;
  orderNo: string;
  institutionName: string;
  /** What the gateway's verified notification reported (fen), null before one arrived. */
  notifiedFen: number | null;
  refunds: RefundView[];
}

/** The daily reconciliation (.xlsx) is a file, not an envelope: its path, typed once. */
export const PAYMENT_ADMIN_PATHS = { reconciliation: '/api/admin/payment/reconciliation' } as const;
/** The reconciliation workbook's name for a Beijing day (the server's Content-Disposition and the browser's save). */
export const reconciliationFileName = (day: string): string => `在线支付对账-${day}.xlsx`;

/** Today's Beijing calendar day (YYYY-MM-DD): the operators' payment list opens on it. */
export const beijingToday = (now: number = Date.now()): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
