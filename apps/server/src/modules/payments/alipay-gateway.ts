import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config-payments';
import { type GatewayNotice, type PaymentGateway, fenOf, yuanOf } from './gateway';

export const ALIPAY_NOTIFY_PATH = '/api/payments/alipay/notify';
/** Alipay stops retrying on the exact text "success"; anything else (we say "fail") makes it retry. */
export const alipayAnswer = (accepted: boolean) => ({ status: 200, body: accepted ? 'success' : 'fail', contentType: 'text/plain; charset=utf-8' });

/**
 * Alipay through its official SDK (alipay-sdk 4.x): 当面付 alipay.trade.precreate for the QR code,
 * alipay.trade.refund for refunds, both with the response's signature checked (validateSign), and
 * the asynchronous notification (application/x-www-form-urlencoded) verified with Alipay's public
 * key by checkNotifySignV2 (RSA2 over the sorted key=value pairs without sign, as documented).
 * A refund's notification is a trade notification carrying out_biz_no and refund_fee.
 */
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
      if (r.code !== '10000') return { status: 'failed', detail: `${r.code} ${r.subCode ?? ''}`.trim() };
      // fund_change Y: the money moved now; N on a repeated request that had already moved it.
      return { status: 'succeeded', gatewayRefundNo: typeof r.tradeNo === 'string' ? r.tradeNo : null };
    },
    verify({ rawBody }): GatewayNotice | null {
      const form = Object.fromEntries(new URLSearchParams(rawBody));
      if (!form.sign || !sdk.checkNotifySignV2(form)) return null;
      if (form.app_id !== config.appId || !form.out_trade_no || !form.trade_no) return null;
      if (form.out_biz_no && form.refund_fee !== undefined) {
        const refunded = fenOf(form.refund_fee);
        if (refunded === null) return null;
        return { kind: 'refund', outTradeNo: form.out_trade_no, outRefundNo: form.out_biz_no, gatewayRefundNo: form.trade_no, amountFen: refunded, succeeded: true, failed: false, raw: rawBody };
      }
      const amountFen = fenOf(form.total_amount);
      if (amountFen === null) return null;
      const paid = form.trade_status === 'TRADE_SUCCESS' || form.trade_status === 'TRADE_FINISHED';
      return { kind: 'payment', outTradeNo: form.out_trade_no, gatewayTradeNo: form.trade_no, amountFen, paid, raw: rawBody };
    },
    answer: alipayAnswer,
  };
}
