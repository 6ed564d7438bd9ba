import { type ApiEnvelope, type ResetPasswordBody, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** POST /api/auth/resetPassword: a forgotten password, proven by an SMS code. */
export function resetPassword(body: ResetPasswordBody): Promise<ApiEnvelope<null>> {
  return call(accountCalls.resetPassword, body);
}
