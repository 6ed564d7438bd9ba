import crypto from 'node:crypto';

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

/** An unguessable token for a session (256 bits, URL-safe). */
export const randomToken = (): string => crypto.randomBytes(32).toString('base64url');

/** A 6-digit verification code, uniformly drawn. */
export const randomSixDigits = (): string => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
