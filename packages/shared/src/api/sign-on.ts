import { z } from 'zod';
import type { CompanyDto, UserInfo } from './auth';

/** §7 third/silenceLogin: the one-time random string from the parent site. */
export const silenceLoginQuerySchema = z.object({
  noncestr: z.string().min(16, '登录凭证无效').max(128, '登录凭证无效'),
});

/**
 * Server-to-server: the parent site asks for a nonce for one of our members, signed with
 * HMAC-SHA256 over `<timestamp>.<userAccount>.<requestId>` in the x-sso-signature header.
 */
export const issueNonceBodySchema = z.object({
  userAccount: z.string().min(1).max(40),
  /** ms timestamp of the request; refused when more than 5 minutes off. */
  timestamp: z.number().int().positive(),
  /** Single use within the time window (a captured request cannot be replayed); part of the signed text. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '请求编号须为16至64位字母、数字、_ 或 -'),
});
export type IssueNonceBody = z.infer<typeof issueNonceBodySchema>;
export const SSO_SIGNATURE_HEADER = 'x-sso-signature';
/** What issueNonce answers: the one-time string for silenceLogin, and how long it lives. */
export interface IssuedNonce {
  noncestr: string;
  /** Seconds. */
  expiresIn: number;
}

/** §3: silent-login data; expireTime is in SECONDS (the client stores now + s × 1000). */
export interface SilenceLoginResult {
  companyDto: CompanyDto | null;
  accessToken: string;
  expireTime: number;
  userId: number;
  userInfo: UserInfo;
}

/** §7 POST third/knowledgeJumpLink. */
export const knowledgeJumpBodySchema = z.object({
  userAccount: z.string().min(1, '缺少账号').max(40),
  thirdUserId: z.coerce.number().int().positive('会员编号有误'),
  jumpType: z.coerce.number().int().min(1, '跳转类型有误').max(5, '跳转类型有误'),
});
export type KnowledgeJumpBody = z.infer<typeof knowledgeJumpBodySchema>;
