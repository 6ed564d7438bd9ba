import crypto from 'node:crypto';

/** How long the preview link of a private upload works: long enough to fill in the form. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/**
 * Short-lived links to private uploads. The key lives in this process only: links die with a
 * restart, which a preview (shown right after the upload) can afford.
 */
export function createUrlSigner(now: () => number) {
  const secret = crypto.randomBytes(32);
  const mac = (fileKey: string, exp: number) => crypto.createHmac('sha256', secret).update(`${fileKey}.${exp}`).digest('base64url');
  return {
    /** The query string that opens `fileKey` until PREVIEW_TTL_MS from now. */
    sign(fileKey: string): string {
      const exp = now() + PREVIEW_TTL_MS;
      return `exp=${exp}&sig=${mac(fileKey, exp)}`;
    },
    verify(fileKey: string, exp: number | undefined, sig: string | undefined): boolean {
      if (!exp || !sig || exp < now()) return false;
      const expected = Buffer.from(mac(fileKey, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
