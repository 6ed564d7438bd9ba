import { type ApiEnvelope, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** Logging out must not wait on a slow server: the session ends locally anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /api/auth/logout: ends the session on the server. Quiet: a dead token
 * (401) or a failure changes nothing, the caller forgets the session anyway (§4).
 */
export function logout(): Promise<ApiEnvelope<null>> {
  return call(accountCalls.logout, undefined, { quiet: true, timeoutMs: LOGOUT_TIMEOUT_MS });
}
