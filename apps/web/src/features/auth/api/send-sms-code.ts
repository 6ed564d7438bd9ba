import type { ApiEnvelope, SendSmsCodeBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/sendSmsCode: a verification code to the mobile (register or resetPassword). */
export function sendSmsCode(body: SendSmsCodeBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/auth/sendSmsCode', body);
}
