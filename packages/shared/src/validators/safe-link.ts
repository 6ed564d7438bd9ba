import { SECURITY_REQUEST_MESSAGES } from '../messages';
import { URL_PATTERN } from './patterns';

/** Control characters (tab and newline included): browsers drop them from a URL, so `/\t/evil.com` becomes `//evil.com`. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A link an operator may put in front of the public (adverts, news flashes, article links): an
 * http(s) address with a host, or a path of this site that starts with exactly one slash. Refused:
 * `//evil.com` and `/\evil.com` (browsers read both as another host), any backslash, `javascript:`
 * and every other scheme, whitespace and control characters. One rule for the server's checks and
 * the web's forms and links.
 */
export function isSafeLink(value: string): boolean {
  if (CONTROL.test(value) || /\s/.test(value) || value.includes('\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return URL_PATTERN.test(value);
}

/** The message of a link isSafeLink refuses. */
export const SAFE_LINK_MESSAGE = SECURITY_REQUEST_MESSAGES.linkInvalid;
