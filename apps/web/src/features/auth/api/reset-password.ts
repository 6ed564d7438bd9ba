import type { ApiEnvelope, ResetPasswordBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/resetPassword: a forgotten password, proven by an SMS code. */
export function resetPassword(body: ResetPasswordBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/auth/resetPassword', body);
}
