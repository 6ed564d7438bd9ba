import { type ApiEnvelope, type LoginResult, type RegisterBody, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** POST /api/auth/register: the new member comes back signed in. */
export function register(body: RegisterBody): Promise<ApiEnvelope<LoginResult>> {
  return call(accountCalls.register, body);
}
