import type { UserInfo } from '@tcm/shared';
import { queryClient } from './query-client';
import { clearSession, setToken, updateSession } from './session';

/** What a login, a registration or a sign-on hands over: the §3 session values. */
export interface SessionGrant {
  accessToken: string;
  /** ms timestamp. */
  expireTime: number;
  userId: number;
  userInfo: UserInfo;
  /** Issue #17: an initial password; the session may only change it. */
  mustChangePassword?: boolean;
}

/**
 * Stores a new session: the token cookie (ending with the session) and the §3
 * values. Cached server data belonged to whoever was here before, so it goes.
 */
export function startSession(grant: SessionGrant, extra: { nonceStr?: string } = {}): void {
  queryClient.clear();
  setToken(grant.accessToken, grant.expireTime);
  updateSession({ userInfo: grant.userInfo, expireTime: grant.expireTime, userId: grant.userId, mustChangePassword: grant.mustChangePassword === true, ...extra });
}

/**
 * §4 logout and login expiry: forget the user, the token and every cached
 * answer, so no other user's data can show up afterwards.
 */
export function endSession(): void {
  clearSession();
  queryClient.clear();
}
