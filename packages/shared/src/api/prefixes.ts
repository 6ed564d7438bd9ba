/**
 * Path prefixes that belong to the gateway (§7): everything under /api plus the
 * unprefixed groups. The server never answers these with the web app's index.html,
 * and the web dev server proxies them.
 */
export const API_PREFIXES = [
  '/api/',
  '/articleCategory/',
  '/productCategory/',
  '/publishProduct/',
  '/sysMember/',
  '/techAchievement/',
  '/techTalk/',
  '/sysDictData/',
  '/files/',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api' || pathname === '/healthz';
}
