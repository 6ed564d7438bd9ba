import { beijingDigits, randomDigits } from '../../lib/serial-numbers';

/** JC + time + 6 random digits; the unique index refuses the (unlikely) repeat. */
export const newOrderNo = (now: number) => `JC${beijingDigits(now)}${randomDigits(6)}`;
