import { type ApiEnvelope, type LoginBody, type LoginOutcome, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * POST /api/auth/login: account or mobile plus password. A member gets the session; an operator
 * (or staff with an authenticator) gets a second-factor challenge instead (issue #17).
 */
export function login(body: LoginBody): Promise<ApiEnvelope<LoginOutcome>> {
  return call(accountCalls.login, body);
}
