import { z } from 'zod';
import type { WechatPayConfig } from '../../config-payments';
import type { Clock } from '../../lib/clock';
import type { GatewayNotice, PaymentGateway, RefundOutcome } from './gateway';
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
  amount: z.object({ refund: z.number().int() }),
});

/**
 * WeChat Pay APIv3 Native (扫码支付): POST /v3/pay/transactions/native answers a code_url for the
 * QR code; POST /v3/refund/domestic/refunds asks for a refund. Requests are signed and answers
 * verified by wechat-signing.ts; notifications (TRANSACTION.SUCCESS, REFUND.*) are verified, then
 * decrypted. Amounts are fen on this gateway.
 */
export function createWechatGateway(config: WechatPayConfig, notifyUrl: string, clock: Clock): PaymentGateway {
  async function call(path: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
    const text = JSON.stringify(body);
    const res = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: authorizationOf(config, 'POST', path, text, clock.now()) },
      body: text,
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
      if (r.status !== 200) return { status: 'failed', detail: `${r.status} ${String(r.json.code ?? '')}`.trim() };
      const refundId = typeof r.json.refund_id === 'string' ? r.json.refund_id : null;
      return r.json.status === 'SUCCESS' ? { status: 'succeeded', gatewayRefundNo: refundId } : { status: 'processing', gatewayRefundNo: refundId };
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
        const s = r.data.refund_status;
        return { kind: 'refund', outTradeNo: r.data.out_trade_no, outRefundNo: r.data.out_refund_no, gatewayRefundNo: r.data.refund_id ?? null, amountFen: r.data.amount.refund, succeeded: s === 'SUCCESS', failed: s === 'ABNORMAL' || s === 'CLOSED', raw };
      }
      const t = transactionSchema.safeParse(JSON.parse(plain));
      if (!t.success || t.data.mchid !== config.mchId) return null;
      return { kind: 'payment', outTradeNo: t.data.out_trade_no, gatewayTradeNo: t.data.transaction_id, amountFen: t.data.amount.total, paid: t.data.trade_state === 'SUCCESS', raw };
    },
    answer: wechatAnswer,
  };
}
