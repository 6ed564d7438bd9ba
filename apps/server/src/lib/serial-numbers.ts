import crypto from 'node:crypto';

/** Beijing wall-clock digits, e.g. 20261122105930: order and report numbers read like local dates. */
export const beijingDigits = (now: number) => new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/** `n` random decimal digits from the system's CSPRNG. */
export const randomDigits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
