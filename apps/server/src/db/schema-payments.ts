import type { Generated } from 'kysely';

/** Issue #23 tables (migration 0038): online payments and refunds. Amounts are integer fen; times ISO strings. */
export type PaymentChannel = 'alipay' | 'wechat';

export interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  channel: PaymentChannel;
  /** Ours, unique: the gateway names the payment by it. */
  out_trade_no: string;
  gateway_trade_no: string | null;
  amount_fen: number;
  /** Refunds asked for and not failed (never above amount_fen). */
  refunded_fen: Generated<number>;
  /** pending | paid | closed */
  status: string;
  /** What the QR code encodes (Alipay qr_code, WeChat code_url). */
  qr_code: string;
  /** The verified notification as received, kept for audit. */
  raw_notification: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  out_refund_no: string;
  gateway_refund_no: string | null;
  amount_fen: number;
  reason: string;
  /** processing | succeeded | failed | abnormal (退款异常: reserved, the institution may retry) */
  status: string;
  /** 0040: the gateway's words on a refused or abnormal refund. */
  gateway_detail: string | null;
  /** 0040: when the refund worker next asks the gateway about it while processing ('' = now). */
  next_query_at: Generated<string>;
  query_attempts: Generated<number>;
  /** 0040: the abnormal refund this attempt replaces (its reservation carried over). */
  retry_of: number | null;
  /** institution | gateway */
  initiated_by: string;
  actor_member_id: number | null;
  raw_notification: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  order_payment: OrderPaymentTable;
  order_refund: OrderRefundTable;
}
