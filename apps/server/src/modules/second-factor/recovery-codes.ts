import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tcm/shared';
import { sha256 } from '../../lib/crypto';

// No 0/o, 1/l/i: the codes are printed or written down and typed back by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 8;

/** Ten codes of 8 characters (about 40 bits each), shown as xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]!).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** What is compared: lower case, without the dash or spaces a person may type. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === LENGTH;
}

/** The codes are random and long enough that a plain SHA-256 is a fit store (as for session tokens). */
export function hashRecoveryCode(code: string): string {
  return sha256(`recovery:${normaliseRecoveryCode(code)}`);
}
