import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@tcm/shared';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * RFC 6238 through otplib (SHA-1, 6 digits, 30-second steps — what every authenticator app
 * reads from an otpauth:// URI). One step either side is accepted for clock drift; a step at or
 * before `afterStep` is refused, so a code that signed in once never signs in again.
 */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const options = { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new secret: 20 random bytes, Base32 (32 characters). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret, ...options });
}

/** The QR code of the URI as a PNG data URL, drawn here: the browser loads nothing from elsewhere. */
export function totpQrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
}

/** The code of the step `nowMs` falls in (tests, and the demo operator's development log). */
export function totpCodeAt(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000), ...options });
}

/**
 * The time step the code belongs to, or null when it is wrong, malformed, or of a step at or
 * before `afterStep` (already used).
 */
export async function matchTotp(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  const newest = Math.floor(epoch / TOTP_PERIOD_SECONDS) + 1;
  // otplib refuses an afterTimeStep beyond the window; such a step means every code in it is spent.
  if (afterStep !== null && afterStep >= newest) return null;
  try {
    const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS, ...options, ...(afterStep !== null ? { afterTimeStep: afterStep } : {}) });
    // A TOTP result carries its time step (the HOTP branch of the union does not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Whether the code is right for some step in the window, used or not (to tell a replay from a typo). */
export async function totpMatchesIgnoringReplay(secret: string, code: string, nowMs: number): Promise<boolean> {
  return (await matchTotp(secret, code, nowMs, null)) !== null;
}
