import { type ApiEnvelope, type UnlockAccountBody, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** POST /api/auth/unlockAccount: a locked account's owner lifts the lock with the 'unlock' code sent to its mobile. */
export function unlockAccount(body: UnlockAccountBody): Promise<ApiEnvelope<null>> {
  return call(accountCalls.unlockAccount, body);
}
