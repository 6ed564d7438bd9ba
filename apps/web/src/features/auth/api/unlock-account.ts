import type { ApiEnvelope, UnlockAccountBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** POST /api/auth/unlockAccount: a locked account's owner lifts the lock with the 'unlock' code sent to its mobile. */
export function unlockAccount(body: UnlockAccountBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/auth/unlockAccount', body);
}
