import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Local Alipay and WeChat Pay for tests (the gateways cannot be reached from here). Each has its
 * own RSA keys generated here, checks our requests' signatures and signs its answers and
 * notifications exactly as the official documentation specifies, independently of our adapters:
 *  - Alipay (RSA2 = SHA256withRSA): request sign over the sorted `key=value` pairs except `sign`;
 *    answer sign over the JSON text of `<method>_response`; notification sign over the sorted
 *    `key=value` pairs except `sign` and `sign_type`.
 *  - WeChat Pay APIv3: request `Authorization: WECHATPAY2-SHA256-RSA2048 …` over
 *    `METHOD\nURL\ntimestamp\nnonce\nbody\n`; answers and notifications signed over
 *    `timestamp\nnonce\nbody\n` with the platform key (its certificate made by openssl here);
 *    notification resources encrypted with AEAD_AES_256_GCM under the APIv3 key.
 * The keys are written to files, as the configuration reads them.
 */
const rsa = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: crypto.KeyObject) => k.export(k.type === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' }).toString();
const sha256rsa = (text: string, key: crypto.KeyObject) => crypto.sign('sha256', Buffer.from(text, 'utf8'), key).toString('base64');
const verify256 = (text: string, sig: string, key: crypto.KeyObject) => crypto.verify('sha256', Buffer.from(text, 'utf8'), key, Buffer.from(sig, 'base64'));

async function listen(handler: (req: http.IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body: string }) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const a = handler(req, body);
      res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8', ...a.headers });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const beijingNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

// ---------------------------------------------------------------- Alipay

/** Alipay's notification signature (RSA2 over the sorted key=value pairs without sign and sign_type): the form body to post. */
export function signAlipayForm(fields: Record<string, string>, platformKey: crypto.KeyObject): string {
  const content = Object.keys(fields).filter((k) => k !== 'sign' && k !== 'sign_type').sort().map((k) => `${k}=${fields[k]}`).join('&');
  return new URLSearchParams({ ...fields, sign: sha256rsa(content, platformKey) }).toString();
}

/** The platform key the browser suite's spec signs with (it plays Alipay's notifying side). */
export const ALIPAY_PLATFORM_KEY_FILE = 'alipay-platform-private.pem';

export async function startAlipayFake(dir: string, opts: { exposePlatformKey?: boolean } = {}) {
  const app = rsa();
  const platform = rsa();
  const appId = '2021000000000001';
  const trades = new Map<string, { amount: string; tradeNo: string }>();
  const requests: { method: string; bizContent: Record<string, unknown> }[] = [];
  /** Refunds Alipay took (by out_request_no), and how the next refund request goes. */
  const refunds = new Set<string>();
  const control = { nextRefund: 'answer' as 'answer' | 'lostRequest' | 'lostAnswer', queryAnswers: new Map<string, Record<string, unknown>>() };
  const answer = (method: string, content: Record<string, unknown>) => {
    const key = `${method.replaceAll('.', '_')}_response`;
    const json = JSON.stringify(content);
    return { status: 200, body: `{"${key}":${json},"sign":"${sha256rsa(json, platform.privateKey)}"}` };
  };
  const server = await listen((req, body) => {
    const params: Record<string, string> = { ...Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    const content = Object.keys(params).filter((k) => k !== 'sign').sort().map((k) => `${k}=${params[k]}`).join('&');
    const method = params.method ?? '';
    if (params.app_id !== appId || !params.sign || !verify256(content, params.sign, app.publicKey)) return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    requests.push({ method, bizContent: biz });
    if (method === 'alipay.trade.precreate') {
      const tradeNo = `2026${crypto.randomInt(1e9, 9e9)}`;
      trades.set(biz.out_trade_no!, { amount: biz.total_amount!, tradeNo });
      return answer(method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/fake${tradeNo}` });
    }
    if (method === 'alipay.trade.refund') {
      const trade = trades.get(biz.out_trade_no!);
      if (!trade) return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' });
      const mode = control.nextRefund;
      control.nextRefund = 'answer';
      // Lost on the way there (never taken) or back (taken, the answer never arrives): a gateway timeout page.
      if (mode !== 'lostRequest') refunds.add(biz.out_request_no!);
      if (mode !== 'answer') return { status: 504, headers: { 'content-type': 'text/html' }, body: '<html>504 Gateway Time-out</html>' };
      return answer(method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: biz.out_trade_no, refund_fee: biz.refund_amount, fund_change: 'Y' });
    }
    if (method === 'alipay.trade.close') {
      const trade = trades.get(biz.out_trade_no!);
      return answer(method, trade ? { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: biz.out_trade_no } : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const forced = control.queryAnswers.get(biz.out_request_no!);
      if (forced) return answer(method, forced);
      const trade = trades.get(biz.out_trade_no!);
      // As documented: REFUND_SUCCESS when the refund was done; no refund_status when it was never received.
      const done = refunds.has(biz.out_request_no!) ? { refund_status: 'REFUND_SUCCESS', trade_no: trade?.tradeNo } : {};
      return answer(method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, out_request_no: biz.out_request_no, ...done });
    }
    return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN' });
  });
  fs.writeFileSync(path.join(dir, 'alipay-app-private.pem'), pem(app.privateKey));
  fs.writeFileSync(path.join(dir, 'alipay-public.pem'), pem(platform.publicKey));
  if (opts.exposePlatformKey) fs.writeFileSync(path.join(dir, ALIPAY_PLATFORM_KEY_FILE), pem(platform.privateKey));

  /** Signs a notification's fields as Alipay does (sign_type is not signed). */
  const signForm = (fields: Record<string, string>, key = platform.privateKey) => signAlipayForm(fields, key);
  return {
    env: { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'alipay-app-private.pem'), ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay-public.pem'), ALIPAY_GATEWAY: `${server.base}/gateway.do` },
    requests,
    /** nextRefund: how the next refund request goes; queryAnswers: a refund query's answer by out_request_no, instead of the truth. */
    control,
    /** The trade_status_sync notification of a paid trade; `fields` override (after signing when `tamper`). */
    paidNotice(outTradeNo: string, opts: { fields?: Record<string, string>; tamper?: Record<string, string>; foreignKey?: boolean } = {}) {
      const trade = trades.get(outTradeNo) ?? { amount: '1.00', tradeNo: '2026000000000' };
      const fields = {
        notify_time: beijingNow(), notify_type: 'trade_status_sync', notify_id: crypto.randomUUID().replaceAll('-', ''), app_id: appId, charset: 'utf-8', version: '1.0', sign_type: 'RSA2',
        trade_no: trade.tradeNo, out_trade_no: outTradeNo, trade_status: 'TRADE_SUCCESS', total_amount: trade.amount, receipt_amount: trade.amount, buyer_pay_amount: trade.amount, gmt_payment: beijingNow(), subject: '检测费',
        ...opts.fields,
      };
      const body = signForm(fields, opts.foreignKey ? rsa().privateKey : platform.privateKey);
      if (!opts.tamper) return body;
      const form = new URLSearchParams(body);
      for (const [k, v] of Object.entries(opts.tamper)) form.set(k, v);
      return form.toString();
    },
    /** The notification Alipay sends after a (partial) refund: the trade's, with out_biz_no and refund_fee. */
    refundNotice(outTradeNo: string, outRefundNo: string, refundFen: number) {
      const trade = trades.get(outTradeNo)!;
      return signForm({ notify_time: beijingNow(), notify_type: 'trade_status_sync', notify_id: crypto.randomUUID(), app_id: appId, charset: 'utf-8', version: '1.0', sign_type: 'RSA2', trade_no: trade.tradeNo, out_trade_no: outTradeNo, out_biz_no: outRefundNo, trade_status: 'TRADE_SUCCESS', total_amount: trade.amount, refund_fee: yuan(refundFen), gmt_refund: beijingNow() });
    },
    close: server.close,
  };
}

// ---------------------------------------------------------------- WeChat Pay

/** `now`: the platform's clock for its signatures' timestamps (a test that moves our clock moves the platform's too). */
export async function startWechatFake(dir: string, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const merchant = rsa();
  const platform = rsa();
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const serialNo = 'MERCHANT0000000000000000000000000001';
  const apiV3Key = crypto.randomBytes(16).toString('hex');
  const orders = new Map<string, { total: number; transactionId: string }>();
  const refunds = new Map<string, { outTradeNo: string; refund: number; refundId: string; status: string; account: string }>();
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  /** How the next refund request goes (lostRequest: never taken, an unsigned 502 back). */
  const control = { nextRefund: 'answer' as 'answer' | 'lostRequest' };

  const signed = (body: string, key = platform.privateKey) => {
    const ts = String(Math.floor(now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    return { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': sha256rsa(`${ts}\n${nonce}\n${body}\n`, key), 'wechatpay-serial': 'PLATFORM01', 'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048' };
  };
  const reply = (status: number, json: object) => {
    const body = JSON.stringify(json);
    return { status, headers: signed(body), body };
  };
  const server = await listen((req, body) => {
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const a = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url}\n${a.timestamp}\n${a.nonce_str}\n${body}\n`;
    if (a.mchid !== mchId || a.serial_no !== serialNo || !a.signature || !verify256(message, a.signature, merchant.publicKey)) return reply(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const b = (body ? JSON.parse(body) : {}) as Record<string, unknown> & { amount: { total: number; refund?: number } };
    requests.push({ path: req.url ?? '', body: b });
    const closing = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(req.url ?? '');
    if (closing && req.method === 'POST') {
      if (!orders.has(decodeURIComponent(closing[1]!))) return reply(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return { status: 204, headers: signed(''), body: '' };
    }
    const asked = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(req.url ?? '');
    if (asked && req.method === 'GET') {
      const r = refunds.get(decodeURIComponent(asked[1]!));
      if (!r) return reply(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return reply(200, { refund_id: r.refundId, out_refund_no: asked[1], out_trade_no: r.outTradeNo, channel: 'ORIGINAL', user_received_account: r.account, status: r.status, amount: { refund: r.refund } });
    }
    if (req.url === '/v3/pay/transactions/native') {
      const transactionId = `4200${crypto.randomInt(1e9, 9e9)}`;
      orders.set(b.out_trade_no as string, { total: b.amount.total, transactionId });
      return reply(200, { code_url: `weixin://wxpay/bizpayurl?pr=${transactionId}` });
    }
    if (req.url === '/v3/refund/domestic/refunds') {
      if (control.nextRefund === 'lostRequest') {
        control.nextRefund = 'answer';
        return { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>502 Bad Gateway</html>' };
      }
      const refundId = `5030${crypto.randomInt(1e9, 9e9)}`;
      refunds.set(b.out_refund_no as string, { outTradeNo: b.out_trade_no as string, refund: b.amount.refund ?? 0, refundId, status: 'PROCESSING', account: '招商银行信用卡0403' });
      return reply(200, { refund_id: refundId, out_refund_no: b.out_refund_no, status: 'PROCESSING', amount: b.amount });
    }
    return reply(404, { code: 'NOT_FOUND', message: '无效请求' });
  });

  fs.writeFileSync(path.join(dir, 'wechat-merchant-private.pem'), pem(merchant.privateKey));
  const platformKeyFile = path.join(dir, 'wechat-platform-private.pem');
  fs.writeFileSync(platformKeyFile, pem(platform.privateKey));
  // The platform certificate, self-signed over the platform key, as the configuration reads it.
  execFileSync('openssl', ['req', '-new', '-x509', '-key', platformKeyFile, '-out', path.join(dir, 'wechat-platform-cert.pem'), '-days', '30', '-subj', '/CN=Tenpay.com Root CA (fake)'], { stdio: 'ignore' });
  fs.rmSync(platformKeyFile);

  const encrypt = (plain: object, associatedData: string) => {
    const nonce = crypto.randomBytes(6).toString('hex');
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: associatedData, nonce };
  };
  const notice = (eventType: string, resource: object, associatedData: string, opts: { foreignKey?: boolean; tamperBody?: (b: string) => string } = {}) => {
    const body = JSON.stringify({ id: crypto.randomUUID(), create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: eventType, summary: '通知', resource: encrypt(resource, associatedData) });
    const headers = { 'content-type': 'application/json', ...signed(body, opts.foreignKey ? rsa().privateKey : platform.privateKey) };
    return { headers, body: opts.tamperBody ? opts.tamperBody(body) : body };
  };
  return {
    env: {
      WECHATPAY_MCHID: mchId, WECHATPAY_APPID: appId, WECHATPAY_SERIAL_NO: serialNo, WECHATPAY_APIV3_KEY: apiV3Key, WECHATPAY_BASE_URL: server.base,
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'wechat-merchant-private.pem'), WECHATPAY_PLATFORM_CERT_FILE: path.join(dir, 'wechat-platform-cert.pem'),
    },
    requests,
    control,
    /** Where a refund stands at the platform, as its query answers (PROCESSING until set). */
    setRefundStatus(outRefundNo: string, status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED') {
      refunds.get(outRefundNo)!.status = status;
    },
    /** TRANSACTION.SUCCESS for an order; `total` overrides the amount inside the (validly signed) resource. */
    paidNotice(outTradeNo: string, opts: { total?: number; foreignKey?: boolean; tamperBody?: (b: string) => string } = {}) {
      const o = orders.get(outTradeNo) ?? { total: 100, transactionId: '4200000000' };
      const resource = { mchid: mchId, appid: appId, out_trade_no: outTradeNo, transaction_id: o.transactionId, trade_type: 'NATIVE', trade_state: 'SUCCESS', trade_state_desc: '支付成功', bank_type: 'OTHERS', success_time: new Date().toISOString(), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }, amount: { total: opts.total ?? o.total, payer_total: opts.total ?? o.total, currency: 'CNY', payer_currency: 'CNY' } };
      return notice('TRANSACTION.SUCCESS', resource, 'transaction', opts);
    },
    refundNotice(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS') {
      const r = refunds.get(outRefundNo)!;
      const o = orders.get(r.outTradeNo)!;
      const resource = { mchid: mchId, out_trade_no: r.outTradeNo, transaction_id: o.transactionId, out_refund_no: outRefundNo, refund_id: r.refundId, refund_status: status, success_time: new Date().toISOString(), user_received_account: r.account, amount: { total: o.total, refund: r.refund, payer_total: o.total, payer_refund: r.refund } };
      return notice(`REFUND.${status}`, resource, 'refund');
    },
    close: server.close,
  };
}

export const fakeKeyDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-pay-keys-'));
