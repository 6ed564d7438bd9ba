import type { ApiEnvelope, ChangePasswordBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/changePassword: on success every session of the member ends, this one too. */
export function changePassword(body: ChangePasswordBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/auth/changePassword', body);
}
