/** §7 response envelope codes. Some legacy responses use `code` = 1 instead; we always send retcode. */
export const RETCODE = {
  SUCCESS: 1,
  FAILURE: 0,
  LOGIN_EXPIRED: 401,
} as const;
export type Retcode = (typeof RETCODE)[keyof typeof RETCODE];

export interface ApiEnvelope<T = unknown> {
  retcode: Retcode;
  retmsg: string;
  data: T | null;
}

/** Header carrying the session token (§6). */
export const TOKEN_HEADER = 'Token';
/** Cookie the web client keeps the token in (§6: "read from a cookie"). */
export const TOKEN_COOKIE = 'Token';
