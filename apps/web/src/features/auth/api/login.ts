import type { ApiEnvelope, LoginBody, LoginResult } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/login: account or mobile plus password. */
export function login(body: LoginBody): Promise<ApiEnvelope<LoginResult>> {
  return request.post<LoginResult>('/api/auth/login', body);
}
