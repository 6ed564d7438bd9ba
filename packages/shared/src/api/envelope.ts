import { z } from 'zod';

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

export const envelopeSchema = z.object({
  retcode: z.union([z.literal(1), z.literal(0), z.literal(401)]),
  retmsg: z.string(),
  data: z.unknown(),
});

/** Header carrying the session token (§6). */
export const TOKEN_HEADER = 'Token';
/** Cookie the web client keeps the token in (§6: "read from a cookie"). */
export const TOKEN_COOKIE = 'Token';
