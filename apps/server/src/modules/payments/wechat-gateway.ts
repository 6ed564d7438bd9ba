import { z } from 'zod';
import type { WechatPayConfig } from '../../config-payments';
import type { Clock } from '../../lib/clock';
import { GATEWAY_DETAIL_MAX, type GatewayNotice, type PaymentGateway, type RefundOutcome, type RefundState } from './gateway';
import { authorizationOf, decryptResource, verifyPlatformSignature } from './wechat-signing';

export const WECHAT_NOTIFY_PATH = '/api/payments/wechat/notify';
/** APIv3: 200/204 without a body is success; anything else with {code, message} makes the platform retry. */
export const wechatAnswer = (accepted: boolean) =>
  accepted ? { status: 204, body: '', contentType: 'application/json' } : { status: 400, body: JSON.stringify({ code: 'FAIL', message: '失败' }), contentType: 'application/json; charset=utf-8' };

const noticeSchema = z.object({
  event_type: z.string(),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string(), nonce: z.string(), associated_data: z.string().optional() }),
});
const transactionSchema = z.object({
  mchid: z.string(),
  appid: z.string().optional(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }),
});
const refundSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string().optional(),
  refund_status: z.string(),
  user_received_account: z.string().optional(),
  amount: z.object({ refund: z.number().int() }),
});
/** The refund as GET /v3/refund/domestic/refunds/{out_refund_no} answers it. */
const refundQuerySchema = z.object({ refund_id: z.string().optional(), status: z.string(), user_received_account: z.string().optional() });

/** SUCCESS, PROCESSING, ABNORMAL (退款异常: the buyer's card refused it — kept reserved, shown with the platform's words) or CLOSED (退款关闭). */
function refundStateOf(status: string, refundId: string | null, account: string | undefined): RefundState {
  if (status === 'SUCCESS') return { status: 'succeeded', gatewayRefundNo: refundId };
  const detail = `${status}${account ? `（${account}）` : ''}`.slice(0, GATEWAY_DETAIL_MAX);
  if (status === 'ABNORMAL') return { status: 'abnormal', detail };
  if (status === 'CLOSED') return { status: 'failed', detail };
  return { status: 'processing' };
}
const wordsOf = (status: number, json: Record<string, unknown>) => [String(status), json.code, json.message].filter((w) => typeof w === 'string' && w).join(' ').slice(0, GATEWAY_DETAIL_MAX);

/**
 * WeChat Pay APIv3 Native (扫码支付): POST /v3/pay/transactions/native answers a code_url for the
 * QR code; POST /v3/refund/domestic/refunds asks for a refund. Requests are signed and answers
 * verified by wechat-signing.ts; notifications (TRANSACTION.SUCCESS, REFUND.*) are verified, then
 * decrypted. POST …/out-trade-no/{out_trade_no}/close closes an unpaid QR code (204);
 * GET /v3/refund/domestic/refunds/{out_refund_no} says where a refund stands (404
 * RESOURCE_NOT_EXISTS: never received). Amounts are fen on this gateway.
 */
export function createWechatGateway(config: WechatPayConfig, notifyUrl: string, clock: Clock): PaymentGateway {
  async function call(path: string, body: object | null): Promise<{ status: number; json: Record<string, unknown> }> {
    const method = body ? 'POST' : 'GET';
    const text = body ? JSON.stringify(body) : '';
    const res = await fetch(`${config.baseUrl}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), accept: 'application/json', authorization: authorizationOf(config, method, path, text, clock.now()) },
      ...(body ? { body: text } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = await res.text();
    // Every answer of the platform is signed: an unsigned one is not the platform's.
    if (!verifyPlatformSignature(config.platformPublicKey, Object.fromEntries(res.headers), answer, clock.now())) throw new Error(`wechat answer not signed by the platform (${res.status})`);
    return { status: res.status, json: answer ? (JSON.parse(answer) as Record<string, unknown>) : {} };
  }

  return {
    channel: 'wechat',
    async precreate({ outTradeNo, amountFen, subject }) {
      const r = await call('/v3/pay/transactions/native', { appid: config.appId, mchid: config.mchId, description: subject.slice(0, 127), out_trade_no: outTradeNo, notify_url: notifyUrl, amount: { total: amountFen, currency: 'CNY' } });
      if (r.status !== 200 || typeof r.json.code_url !== 'string') throw new Error(`wechat native refused: ${r.status} ${String(r.json.code ?? '')}`);
      return { qrCode: r.json.code_url };
    },
    async refund({ outTradeNo, outRefundNo, amountFen, totalFen, reason }): Promise<RefundOutcome> {
      const r = await call('/v3/refund/domestic/refunds', { out_trade_no: outTradeNo, out_refund_no: outRefundNo, reason: reason.slice(0, 80), notify_url: notifyUrl, amount: { refund: amountFen, total: totalFen, currency: 'CNY' } });
      if (r.status !== 200) return { status: 'failed', detail: wordsOf(r.status, r.json) };
      const refundId = typeof r.json.refund_id === 'string' ? r.json.refund_id : null;
      return r.json.status === 'SUCCESS' ? { status: 'succeeded', gatewayRefundNo: refundId } : { status: 'processing', gatewayRefundNo: refundId };
    },
    async close(outTradeNo) {
      const r = await call(`/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: config.mchId });
      if (r.status !== 204 && r.status !== 200) throw new Error(`wechat close refused: ${wordsOf(r.status, r.json)}`);
    },
    async queryRefund({ outRefundNo }): Promise<RefundState> {
      const r = await call(`/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`, null);
      if (r.status === 404 && r.json.code === 'RESOURCE_NOT_EXISTS') return { status: 'unknown' };
      const q = refundQuerySchema.safeParse(r.json);
      if (r.status !== 200 || !q.success) throw new Error(`wechat refund query without an answer: ${wordsOf(r.status, r.json)}`);
      return refundStateOf(q.data.status, q.data.refund_id ?? null, q.data.user_received_account);
    },
    verify({ headers, rawBody }): GatewayNotice | null {
      if (!verifyPlatformSignature(config.platformPublicKey, headers, rawBody, clock.now())) return null;
      let envelope: z.infer<typeof noticeSchema>;
      try {
        envelope = noticeSchema.parse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      const plain = decryptResource(config.apiV3Key, envelope.resource);
      if (plain === null) return null;
      const raw = JSON.stringify({ notification: JSON.parse(rawBody) as unknown, resource: JSON.parse(plain) as unknown });
      if (envelope.event_type.startsWith('REFUND.')) {
        const r = refundSchema.safeParse(JSON.parse(plain));
        if (!r.success || r.data.mchid !== config.mchId) return null;
        const state = refundStateOf(r.data.refund_status, r.data.refund_id ?? null, r.data.user_received_account);
        return { kind: 'refund', outTradeNo: r.data.out_trade_no, outRefundNo: r.data.out_refund_no, gatewayRefundNo: r.data.refund_id ?? null, amountFen: r.data.amount.refund, state, raw };
      }
      const t = transactionSchema.safeParse(JSON.parse(plain));
      if (!t.success || t.data.mchid !== config.mchId) return null;
      return { kind: 'payment', outTradeNo: t.data.out_trade_no, gatewayTradeNo: t.data.transaction_id, amountFen: t.data.amount.total, paid: t.data.trade_state === 'SUCCESS', raw };
    },
    answer: wechatAnswer,
  };
}
