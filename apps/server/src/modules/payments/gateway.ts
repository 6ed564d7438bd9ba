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

/** A verified notification, reduced to what the service checks. `raw` is kept for audit. */
export type GatewayNotice =
  | { kind: 'payment'; outTradeNo: string; gatewayTradeNo: string; amountFen: number; paid: boolean; raw: string }
  | { kind: 'refund'; outTradeNo: string; outRefundNo: string; gatewayRefundNo: string | null; amountFen: number; succeeded: boolean; failed: boolean; raw: string };

/** A notification as received: its headers, its raw body (WeChat signs the bytes) and its form fields (Alipay). */
export interface InboundNotice {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentGateway {
  channel: PaymentChannel;
  precreate(req: PrecreateRequest): Promise<{ qrCode: string }>;
  refund(req: RefundRequest): Promise<RefundOutcome>;
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
