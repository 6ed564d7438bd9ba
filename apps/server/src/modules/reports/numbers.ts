import crypto from 'node:crypto';
import { beijingDigits, randomDigits } from '../../lib/serial-numbers';

/** BG + time + 6 random digits; the unique index refuses the (unlikely) repeat. */
export const newReportNo = (now: number) => `BG${beijingDigits(now)}${randomDigits(6)}`;

/** No 0/O or 1/I: the code is typed from paper. 32^12 ≈ 10^18 codes: guessing one is hopeless. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newVerifyCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
