import { ACCOUNT_MESSAGES, textRule } from '@tcm/shared';

/** Texts of the account pages that the spec does not give (the refusals live in ACCOUNT_MESSAGES). */
export const AUTH_TEXTS = {
  sendCode: '获取验证码',
  sending: '发送中…',
  resendIn: (seconds: number) => `${seconds}秒后重新获取`,
} as const;

/** The note under a new password (§5). */
export const PASSWORD_HELP = '8-18位，需包含字母、数字、字符两种以上';

/** A verification code is 6 digits (the server's register and reset schemas say so too). */
export const smsCode = textRule((text) => /^\d{6}$/.test(text), ACCOUNT_MESSAGES.smsCodeFormat);

/** After a code was sent, the button waits this long (the server refuses a resend sooner). */
export const SMS_RESEND_SECONDS = 60;
