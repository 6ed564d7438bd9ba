import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/**
 * Issue #23: the platform's merchant credentials for online payment. Keys are read from files (or,
 * for the APIv3 key, the environment) once at start and held as KeyObjects, which print as nothing:
 * they never reach the database or a log line. A channel is on only when all of its settings are
 * given; with none, online payment is simply not offered.
 */
export interface AlipayConfig {
  appId: string;
  /** Our application private key (RSA2). */
  privateKey: crypto.KeyObject;
  /** Alipay's public key: verifies its responses and notifications. */
  alipayPublicKey: crypto.KeyObject;
  gateway: string;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of our merchant API certificate (named in every request's Authorization). */
  serialNo: string;
  privateKey: crypto.KeyObject;
  /** The platform certificate's (or 微信支付公钥's) public key: verifies responses and notifications. */
  platformPublicKey: crypto.KeyObject;
  /** Decrypts notification resources (AEAD_AES_256_GCM); 32 bytes, held as a KeyObject so it never prints. */
  apiV3Key: crypto.KeyObject;
  baseUrl: string;
}

export interface PaymentGatewaysConfig {
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
}

const url = (name: string) => z.url({ protocol: /^https?$/, error: `${name} 必须是 http(s) 地址` });
export const paymentEnvSchema = z.object({
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_GATEWAY: url('ALIPAY_GATEWAY').default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_MCHID: z.string().min(1).optional(),
  WECHATPAY_APPID: z.string().min(1).optional(),
  WECHATPAY_SERIAL_NO: z.string().min(1).optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_CERT_FILE: z.string().min(1).optional(),
  WECHATPAY_APIV3_KEY: z.string().length(32, 'WECHATPAY_APIV3_KEY 须为 32 个字符').optional(),
  WECHATPAY_BASE_URL: url('WECHATPAY_BASE_URL').default('https://api.mch.weixin.qq.com'),
});
type PaymentEnv = z.infer<typeof paymentEnvSchema>;

const bad = (what: string) => new Error(`配置有误 (invalid configuration): ${what}`);

function all<K extends keyof PaymentEnv>(e: PaymentEnv, names: readonly K[], channel: string): boolean {
  const given = names.filter((n) => e[n] !== undefined);
  if (given.length === 0) return false;
  if (given.length < names.length) throw bad(`启用${channel}需同时设置 ${names.join('、')}`);
  return true;
}

function readPem(file: string, name: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw bad(`${name} 无法读取`);
  }
}

function privateKeyOf(file: string, name: string): crypto.KeyObject {
  try {
    return crypto.createPrivateKey(readPem(file, name));
  } catch (e) {
    throw e instanceof Error && e.message.startsWith('配置有误') ? e : bad(`${name} 不是 PEM 私钥`);
  }
}

/** A public key, from a PEM public key or an X.509 certificate (WeChat's platform certificate). */
function publicKeyOf(file: string, name: string): crypto.KeyObject {
  const pem = readPem(file, name);
  try {
    return pem.includes('BEGIN CERTIFICATE') ? new crypto.X509Certificate(pem).publicKey : crypto.createPublicKey(pem);
  } catch {
    throw bad(`${name} 不是 PEM 公钥或证书`);
  }
}

export function paymentGatewaysOf(env: NodeJS.ProcessEnv): PaymentGatewaysConfig {
  const parsed = paymentEnvSchema.safeParse(env);
  if (!parsed.success) throw bad(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const e = parsed.data;
  const alipay = all(e, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'], '支付宝')
    ? {
        appId: e.ALIPAY_APP_ID!,
        privateKey: privateKeyOf(e.ALIPAY_PRIVATE_KEY_FILE!, 'ALIPAY_PRIVATE_KEY_FILE'),
        alipayPublicKey: publicKeyOf(e.ALIPAY_PUBLIC_KEY_FILE!, 'ALIPAY_PUBLIC_KEY_FILE'),
        gateway: e.ALIPAY_GATEWAY,
      }
    : null;
  const wechatNames = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_PLATFORM_CERT_FILE', 'WECHATPAY_APIV3_KEY'] as const;
  const wechat = all(e, wechatNames, '微信支付')
    ? {
        mchId: e.WECHATPAY_MCHID!,
        appId: e.WECHATPAY_APPID!,
        serialNo: e.WECHATPAY_SERIAL_NO!,
        privateKey: privateKeyOf(e.WECHATPAY_PRIVATE_KEY_FILE!, 'WECHATPAY_PRIVATE_KEY_FILE'),
        platformPublicKey: publicKeyOf(e.WECHATPAY_PLATFORM_CERT_FILE!, 'WECHATPAY_PLATFORM_CERT_FILE'),
        apiV3Key: crypto.createSecretKey(Buffer.from(e.WECHATPAY_APIV3_KEY!, 'utf8')),
        baseUrl: e.WECHATPAY_BASE_URL.replace(/\/+$/, ''),
      }
    : null;
  return { alipay, wechat };
}
