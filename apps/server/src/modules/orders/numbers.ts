import crypto from 'node:crypto';

/** Beijing wall-clock digits, e.g. 20261122105930: order and report numbers read like local dates. */
const beijingDigits = (now: number) => new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');

/** JC + time + 6 random digits; the unique index refuses the (unlikely) repeat. */
export const newOrderNo = (now: number) => `JC${beijingDigits(now)}${digits(6)}`;
export const newReportNo = (now: number) => `BG${beijingDigits(now)}${digits(6)}`;

/** No 0/O or 1/I: the code is typed from paper. 32^12 ≈ 10^18 codes: guessing one is hopeless. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newVerifyCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
