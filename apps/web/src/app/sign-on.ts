import type { Location } from 'react-router';
import { RETCODE } from '@tcm/shared';
import { getMemberDetail } from '@/features/member/api/get-member-detail';
import { silenceLogin } from '@/features/sign-on/api/silence-login';
import { startSession } from '@/lib/auth-session';
import { getSession, isLoggedIn, updateSession } from '@/lib/session';

/**
 * The two login checks that run on every route change (§2, §4):
 * (a) silent login: the parent company's site sends the visitor here with a
 *     one-time `noncestr`, exchanged once for a session (api/third/silenceLogin);
 * (b) unified sign-on: another sub-platform hands over its session as
 *     `access_token`, `userId` and `expireTime` (§7 outbound jump), which we
 *     check with the server (getMemberDetail with that token) before storing;
 *     the server refuses this for operators and institution staff (issue #17).
 * Failures are swallowed silently (§7, §8). Afterwards the parameters leave the
 * visible address (history replace), whatever the outcome.
 */

const NONCE_PARAM = 'noncestr';
const TOKEN_PARAM = 'access_token';
/** Handed over together; `userId` alone is an ordinary parameter some page may use. */
const CREDENTIAL_PARAMS = [TOKEN_PARAM, 'userId', 'expireTime'] as const;

/** True while the address carries something a sign-on check will consume. */
export function hasSignOnParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(NONCE_PARAM) || params.has(TOKEN_PARAM);
}

/** The address without what the checks consumed. */
function withoutSignOnParams(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete(NONCE_PARAM);
  if (rest.has(TOKEN_PARAM)) for (const name of CREDENTIAL_PARAMS) rest.delete(name);
  const search = rest.toString();
  return search ? `?${search}` : '';
}

async function exchangeNonce(nonce: string): Promise<void> {
  // Remembered before the call: the same nonce is never exchanged twice, even
  // when the page is reloaded while the exchange is under way.
  // Only the nonce is written: whoever is signed in stays so unless the exchange succeeds.
  if (getSession().nonceStr === nonce) return;
  updateSession({ nonceStr: nonce });
  const result = await silenceLogin(nonce);
  const data = result.data;
  if (result.retcode !== RETCODE.SUCCESS || !data) return;
  startSession(
    {
      accessToken: data.accessToken,
      // §9: the silent login's expireTime is in seconds from now.
      expireTime: Date.now() + data.expireTime * 1000,
      userId: data.userId,
      userInfo: { ...data.userInfo, companyDto: data.userInfo.companyDto ?? data.companyDto },
    },
    { nonceStr: nonce },
  );
}

async function checkCredentials(token: string, rawUserId: string): Promise<void> {
  const userId = Number(rawUserId);
  if (!token || !Number.isInteger(userId) || userId <= 0) return;
  const session = getSession();
  if (session.token === token && session.userId === userId && isLoggedIn(session)) return;
  // Marked as a hand-off: the server refuses operators and institution staff (issue #17).
  const result = await getMemberDetail(userId, { token, quiet: true }, { handoff: true });
  const detail = result.data;
  if (result.retcode !== RETCODE.SUCCESS || !detail) return;
  startSession({
    accessToken: token,
    // The server's word on when the session ends, in ms (§9), rather than the address's.
    expireTime: detail.expireTime,
    userId: detail.userId,
    userInfo: { userId: detail.userId, userAccount: detail.userAccount, companyDto: detail.sysCompany },
  });
}

async function check(params: URLSearchParams): Promise<void> {
  const nonce = params.get(NONCE_PARAM);
  if (nonce) await exchangeNonce(nonce).catch(() => undefined);
  const token = params.get(TOKEN_PARAM);
  const userId = params.get('userId');
  if (token && userId && params.has('expireTime')) await checkCredentials(token, userId).catch(() => undefined);
}

/** One check per address at a time (a re-render or StrictMode runs effects twice). */
const running = new Map<string, Promise<void>>();

export interface SignOnNavigation {
  /** Replaces the current history entry (the router's navigate with replace). */
  replace: (to: { pathname: string; search: string; hash: string }) => void;
  /** Whether the user is still on `location` (they may have moved on meanwhile). */
  isCurrent: (location: Location) => boolean;
}

export function runSignOnChecks(location: Location, navigation: SignOnNavigation): void {
  if (!hasSignOnParams(location.search)) return;
  const params = new URLSearchParams(location.search);
  let work = running.get(location.search);
  if (!work) {
    work = check(params).finally(() => running.delete(location.search));
    running.set(location.search, work);
  }
  void work.then(() => {
    if (!navigation.isCurrent(location)) return;
    navigation.replace({ pathname: location.pathname, search: withoutSignOnParams(params), hash: location.hash });
  });
}
