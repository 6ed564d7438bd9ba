import crypto from 'node:crypto';

/** How long the preview link of a private upload works: long enough to fill in the form. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/**
 * Short-lived links to private uploads, signed with FILE_LINK_SECRET — the same on every instance, so
 * a link made by one opens on another (issue #24; production requires it). Without it (demo, tests)
 * the key lives in this process only and links die with a restart, which a preview can afford.
 */
export function createUrlSigner(now: () => number, sharedSecret?: string) {
  const secret = sharedSecret ? Buffer.from(sharedSecret, 'utf8') : crypto.randomBytes(32);
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
