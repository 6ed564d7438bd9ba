import { paths } from '@/config/paths';

/** Pages a login must not return to: they would only ask again. */
const AUTH_PAGES = new Set<string>([paths.login.path, paths.register.path, paths.forgetPwd.path]);

/**
 * The `redirect` of /login (and /register) as a path of this site, else /home.
 * Only a path with a single leading '/' is honoured: not '//host' (protocol-
 * relative), not '/\host' (browsers read the backslash as a slash), not an
 * absolute URL, nothing with control characters (browsers drop tabs and line
 * breaks, which could turn '/\t/host' into '//host').
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = paths.home.path): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  const pathname = raw.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.has(pathname) ? fallback : raw;
}
