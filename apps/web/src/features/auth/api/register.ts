import type { ApiEnvelope, LoginResult, RegisterBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/register: the new member comes back signed in. */
export function register(body: RegisterBody): Promise<ApiEnvelope<LoginResult>> {
  return request.post<LoginResult>('/api/auth/register', body);
}
