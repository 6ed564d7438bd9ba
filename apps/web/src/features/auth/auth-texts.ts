import { textRule } from '@tcm/shared';

/**
 * Texts of the account pages that the spec does not give. The first two repeat
 * the literals of the shared zod schemas (api/auth.ts) and belong in
 * ACCOUNT_MESSAGES; until then they live here, once.
 */
export const AUTH_TEXTS = {
  smsCodeFormat: '请输入6位数字验证码',
  accountOrMobileRequired: '请输入账号或手机号',
  sendCode: '获取验证码',
  sending: '发送中…',
  resendIn: (seconds: number) => `${seconds}秒后重新获取`,
} as const;

/** A verification code is 6 digits (the server's register and reset schemas say so too). */
export const smsCode = textRule((text) => /^\d{6}$/.test(text), AUTH_TEXTS.smsCodeFormat);

/** After a code was sent, the button waits this long (the server refuses a resend sooner). */
export const SMS_RESEND_SECONDS = 60;
