import { z } from 'zod';
import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '../messages';

/**
 * Issue #17, the second factor (MLPS level 3). A correct password of an operator — or of institution
 * staff who enrolled an authenticator — answers a challenge instead of a session; the session comes
 * from loginSecondFactor with the authenticator's code (RFC 6238: 6 digits, 30 s), the SMS code
 * (operators without an authenticator) or one of the ten recovery codes.
 */

/** How the second factor was (or is to be) passed; a session records it. */
export const SECOND_FACTOR_METHODS = ['totp', 'sms', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = '中药质量检测服务平台';


const zChallenge = z.string({ error: M.challengeInvalid }).min(20, M.challengeInvalid).max(128, M.challengeInvalid);
/** A 6-digit code, or a recovery code (letters and digits, dashes and spaces ignored). */
const zCode = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .max(20, M.codeFormat)
  .regex(/^[A-Za-z0-9 -]+$/, M.codeFormat);
const zTotp = z.string({ error: M.codeRequired }).trim().regex(/^\d{6}$/, M.totpFormat);

export const loginSecondFactorBodySchema = z.object({ challenge: zChallenge, code: zCode });
export type LoginSecondFactorBody = z.infer<typeof loginSecondFactorBodySchema>;

/** Re-enrolling needs a current code (or a recovery code) of the authenticator in use. */
export const startEnrolBodySchema = z.object({ code: zCode.optional() });
export const confirmEnrolBodySchema = z.object({ code: zTotp });
export const disableSecondFactorBodySchema = z.object({ code: zCode });
export type StartEnrolBody = z.infer<typeof startEnrolBodySchema>;
export type ConfirmEnrolBody = z.infer<typeof confirmEnrolBodySchema>;
export type DisableSecondFactorBody = z.infer<typeof disableSecondFactorBodySchema>;

export interface SecondFactorStatus {
  /** Operators and institution staff may enrol; everyone else gets false and nothing else applies. */
  available: boolean;
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** Without an authenticator an operator signs in with an SMS code; staff with the password only. */
  fallback: 'sms' | 'none';
  mobileMasked: string | null;
}

/** Shown once: the QR code (a PNG data URL of the otpauth:// URI) and the same secret as text. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
  /** Seconds left to confirm with a code. */
  expiresIn: number;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** The text message of an operator's sign-in without an authenticator. */
export function secondFactorSms(code: string): string {
  return `【中药质量检测服务平台】您的登录验证码为${code}，5分钟内有效。如非本人操作，请立即修改密码。`;
}

/** The audit log's actions for the second factor, and what 操作日志 calls them. */
export const SECOND_FACTOR_AUDIT_ACTIONS = {
  challenge: 'second_factor_challenge',
  verify: 'second_factor',
  enrol: 'second_factor_enrol',
  disable: 'second_factor_disable',
  refusedSignOn: 'privileged_sign_on',
} as const;

export const SECOND_FACTOR_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [SECOND_FACTOR_AUDIT_ACTIONS.challenge]: '双因素认证（发起）',
  [SECOND_FACTOR_AUDIT_ACTIONS.verify]: '双因素认证',
  [SECOND_FACTOR_AUDIT_ACTIONS.enrol]: '启用动态验证码',
  [SECOND_FACTOR_AUDIT_ACTIONS.disable]: '停用动态验证码',
  [SECOND_FACTOR_AUDIT_ACTIONS.refusedSignOn]: '特权账号免密登录',
};
