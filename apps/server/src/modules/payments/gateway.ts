import type { PaymentChannel } from '@tcm/shared';

/**
 * What the payments service needs of a gateway (Alipay, WeChat Pay): a QR code for a payment, a
 * refund, and the verification of an asynchronous notification. Each adapter follows its
 * gateway's documented signing; the service never sees a signature.
 */
export interface PrecreateRequest {
  outTradeNo: string;
  amountFen: number;
  subject: string;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
}

/** The gateway's synchronous answer to a refund: done now, or accepted and notified later. */
export type RefundOutcome = { status: 'succeeded' | 'processing'; gatewayRefundNo: string | null } | { status: 'failed'; detail: string };
/** The gateway's own words about a refused or abnormal refund, as kept on the refund (its column is 200 characters). */
export const GATEWAY_DETAIL_MAX = 200;

/**
 * Where a refund stands at the gateway. `abnormal` (WeChat ABNORMAL; Alipay refusing a refund it had
 * accepted): the money is neither back with the buyer nor refused — it stays reserved, and `detail`
 * keeps the gateway's words for the institution. `unknown`: the gateway never received the request.
 */
export type RefundState =
  | { status: 'succeeded'; gatewayRefundNo: string | null }
  | { status: 'processing' }
  | { status: 'abnormal' | 'failed'; detail: string }
  | { status: 'unknown' };

/** A verified notification, reduced to what the service checks. `raw` is kept for audit. */
export type GatewayNotice =
  | { kind: 'payment'; outTradeNo: string; gatewayTradeNo: string; amountFen: number; paid: boolean; raw: string }
  | { kind: 'refund'; outTradeNo: string; outRefundNo: string; gatewayRefundNo: string | null; amountFen: number; state: RefundState; raw: string };

/** A notification as received: its headers, its raw body (WeChat signs the bytes) and its form fields (Alipay). */
export interface InboundNotice {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentGateway {
  channel: PaymentChannel;
  precreate(req: PrecreateRequest): Promise<{ qrCode: string }>;
  refund(req: RefundRequest): Promise<RefundOutcome>;
  /** Closes an unpaid QR code at the gateway (Alipay trade.close, WeChat close-order); throws when the gateway refuses or does not answer. */
  close(outTradeNo: string): Promise<void>;
  /** Asks where a refund stands (Alipay fastpay.refund.query, WeChat GET refund by out_refund_no); throws when there is no answer. */
  queryRefund(req: { outTradeNo: string; outRefundNo: string }): Promise<RefundState>;
  /** The notification's content when its signature (and, for WeChat, its encryption) holds; null otherwise. */
  verify(notice: InboundNotice): GatewayNotice | null;
  /** The body the gateway expects back, accepted or refused. */
  answer(accepted: boolean): { status: number; body: string; contentType: string };
}

/** 12345 fen → "123.45" (the gateways' yuan strings), in integers: no floating point. */
export function yuanOf(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345, or null for anything else. */
export function fenOf(yuan: string | undefined): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
