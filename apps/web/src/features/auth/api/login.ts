import type { ApiEnvelope, LoginBody, LoginOutcome } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * POST /api/auth/login: account or mobile plus password. A member gets the session; an operator
 * (or staff with an authenticator) gets a second-factor challenge instead (issue #17).
 */
export function login(body: LoginBody): Promise<ApiEnvelope<LoginOutcome>> {
  return request.post<LoginOutcome>('/api/auth/login', body);
}
