import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config-payments';
import { GATEWAY_DETAIL_MAX, type GatewayNotice, type PaymentGateway, type RefundState, fenOf, yuanOf } from './gateway';

export const ALIPAY_NOTIFY_PATH = '/api/payments/alipay/notify';
/** Alipay stops retrying on the exact text "success"; anything else (we say "fail") makes it retry. */
export const alipayAnswer = (accepted: boolean) => ({ status: 200, body: accepted ? 'success' : 'fail', contentType: 'text/plain; charset=utf-8' });

/**
 * Alipay through its official SDK (alipay-sdk 4.x): 当面付 alipay.trade.precreate for the QR code,
 * alipay.trade.refund for refunds, both with the response's signature checked (validateSign), and
 * the asynchronous notification (application/x-www-form-urlencoded) verified with Alipay's public
 * key by checkNotifySignV2 (RSA2 over the sorted key=value pairs without sign, as documented).
 * A refund's notification is a trade notification carrying out_biz_no and refund_fee.
 * alipay.trade.close closes an unpaid QR code; alipay.trade.fastpay.refund.query says where a
 * refund stands: REFUND_SUCCESS, or no refund_status — "not received or not refunded", which the
 * documentation answers by asking again with the same out_request_no.
 */
/** Alipay's own words for a refusal: code, sub_code and sub_msg. */
const wordsOf = (r: Record<string, unknown>) => [r.code, r.subCode, r.subMsg ?? r.msg].filter((w) => typeof w === 'string' && w).join(' ').slice(0, GATEWAY_DETAIL_MAX);

export function createAlipayGateway(config: AlipayConfig, notifyUrl: string): PaymentGateway {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: config.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gateway: config.gateway,
    signType: 'RSA2',
    timeout: 10_000,
  });

  return {
    channel: 'alipay',
    async precreate({ outTradeNo, amountFen, subject }) {
      const r = await sdk.exec('alipay.trade.precreate', { notifyUrl, bizContent: { outTradeNo, totalAmount: yuanOf(amountFen), subject } }, { validateSign: true });
      if (r.code !== '10000' || typeof r.qrCode !== 'string') throw new Error(`alipay precreate refused: ${r.code} ${r.subCode ?? ''}`);
      return { qrCode: r.qrCode };
    },
    async refund({ outTradeNo, outRefundNo, amountFen, reason }) {
      const r = await sdk.exec('alipay.trade.refund', { bizContent: { outTradeNo, outRequestNo: outRefundNo, refundAmount: yuanOf(amountFen), refundReason: reason } }, { validateSign: true });
      if (r.code !== '10000') return { status: 'failed', detail: wordsOf(r) };
      // fund_change Y: the money moved now; N on a repeated request that had already moved it.
      return { status: 'succeeded', gatewayRefundNo: typeof r.tradeNo === 'string' ? r.tradeNo : null };
    },
    async close(outTradeNo) {
      const r = await sdk.exec('alipay.trade.close', { bizContent: { outTradeNo } }, { validateSign: true });
      // TRADE_NOT_EXIST: the code was never scanned, so Alipay holds no trade to close.
      if (r.code !== '10000' && r.subCode !== 'ACQ.TRADE_NOT_EXIST') throw new Error(`alipay close refused: ${wordsOf(r)}`);
    },
    async queryRefund({ outTradeNo, outRefundNo }): Promise<RefundState> {
      const r = await sdk.exec('alipay.trade.fastpay.refund.query', { bizContent: { outTradeNo, outRequestNo: outRefundNo } }, { validateSign: true });
      if (r.code === '10000') return r.refundStatus === 'REFUND_SUCCESS' ? { status: 'succeeded', gatewayRefundNo: typeof r.tradeNo === 'string' ? r.tradeNo : null } : { status: 'unknown' };
      // A business refusal of the query is Alipay's word on this refund; a system error is asked again later.
      if (r.code === '40004' && r.subCode !== 'ACQ.SYSTEM_ERROR') return { status: 'abnormal', detail: wordsOf(r) };
      throw new Error(`alipay refund query without an answer: ${wordsOf(r)}`);
    },
    verify({ rawBody }): GatewayNotice | null {
      const form = Object.fromEntries(new URLSearchParams(rawBody));
      if (!form.sign || !sdk.checkNotifySignV2(form)) return null;
      if (form.app_id !== config.appId || !form.out_trade_no || !form.trade_no) return null;
      if (form.out_biz_no && form.refund_fee !== undefined) {
        const refunded = fenOf(form.refund_fee);
        if (refunded === null) return null;
        return { kind: 'refund', outTradeNo: form.out_trade_no, outRefundNo: form.out_biz_no, gatewayRefundNo: form.trade_no, amountFen: refunded, state: { status: 'succeeded', gatewayRefundNo: form.trade_no }, raw: rawBody };
      }
      const amountFen = fenOf(form.total_amount);
      if (amountFen === null) return null;
      const paid = form.trade_status === 'TRADE_SUCCESS' || form.trade_status === 'TRADE_FINISHED';
      return { kind: 'payment', outTradeNo: form.out_trade_no, gatewayTradeNo: form.trade_no, amountFen, paid, raw: rawBody };
    },
    answer: alipayAnswer,
  };
}
