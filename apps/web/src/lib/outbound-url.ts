import { isLoggedIn, type SessionSnapshot } from './session';

/**
 * §7 outbound jump to another sub-platform: the item's url with the session's
 * access_token, userId and expireTime appended, so the user arrives signed in.
 * Logged out, the url is used as it is. An empty url stays empty.
 */
export function outboundUrl(url: string, session: SessionSnapshot, now: number = Date.now()): string {
  if (!url || !isLoggedIn(session, now)) return url;
  const params = new URLSearchParams();
  if (session.token) params.set('access_token', session.token);
  if (session.userId !== null) params.set('userId', String(session.userId));
  if (session.expireTime !== null) params.set('expireTime', String(session.expireTime));
  const query = params.toString();
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
