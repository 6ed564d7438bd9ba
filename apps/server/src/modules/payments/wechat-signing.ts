import crypto from 'node:crypto';

/**
 * WeChat Pay APIv3 signatures, written against the official rules with node:crypto:
 * - 签名生成: SHA256 with RSA (PKCS#1 v1.5) over `METHOD\nURL\ntimestamp\nnonce\nbody\n`, sent as
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`.
 * - 签名验证: a response or notification is the platform's when `Wechatpay-Signature` verifies with the
 *   platform certificate's key over `Wechatpay-Timestamp\nWechatpay-Nonce\nbody\n`; an old timestamp is refused.
 * - 回调报文解密: resource.ciphertext is AEAD_AES_256_GCM under the APIv3 key, nonce as IV,
 *   associated_data as AAD, the last 16 bytes the tag.
 */
export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** The platform's timestamp may differ from ours by at most this much (the docs advise 5 minutes). */
export const WECHAT_MAX_SKEW_SECONDS = 300;

export interface RequestSigner {
  mchId: string;
  serialNo: string;
  privateKey: crypto.KeyObject;
}

export function authorizationOf(signer: RequestSigner, method: string, pathWithQuery: string, body: string, nowMs: number): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = crypto.randomBytes(16).toString('hex');
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = crypto.sign('sha256', Buffer.from(message, 'utf8'), signer.privateKey).toString('base64');
  return `${WECHAT_AUTH_SCHEMA} mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serialNo}"`;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** True when the body carries the platform's valid, fresh signature. */
export function verifyPlatformSignature(platformKey: crypto.KeyObject, headers: Record<string, string | string[] | undefined>, body: string, nowMs: number): boolean {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > WECHAT_MAX_SKEW_SECONDS) return false;
  try {
    return crypto.verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'), platformKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** The resource's plaintext, or null when it does not decrypt (wrong key, tampered bytes). */
export function decryptResource(apiV3Key: crypto.KeyObject, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
