import crypto from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a text message and typed by hand.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const pick = (chars: string) => chars[crypto.randomInt(chars.length)]!;

/** 10 characters, letters and digits both present: meets the password rule (8–18, two kinds). */
export function initialPassword(): string {
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 8 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Account names to try for an institution's first staff account, best first: "jg" and the tail
 * of the credit code (letters and digits, 5–20 as the account rule wants), then numbered variants.
 */
export function staffAccountCandidates(unifyCode: string): string[] {
  const base = `jg${unifyCode.slice(-8).toLowerCase()}`;
  return [base, ...Array.from({ length: 9 }, (_, i) => `${base}${i + 2}`)];
}
