import { type ApiEnvelope, type ChangePasswordBody, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** POST /api/auth/changePassword: on success every session of the member ends, this one too. */
export function changePassword(body: ChangePasswordBody): Promise<ApiEnvelope<null>> {
  return call(accountCalls.changePassword, body);
}
