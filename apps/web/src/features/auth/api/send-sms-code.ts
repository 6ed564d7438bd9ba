import { type ApiEnvelope, type SendSmsCodeBody, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** POST /api/auth/sendSmsCode: a verification code to the mobile (register or resetPassword). */
export function sendSmsCode(body: SendSmsCodeBody): Promise<ApiEnvelope<null>> {
  return call(accountCalls.sendSmsCode, body);
}
