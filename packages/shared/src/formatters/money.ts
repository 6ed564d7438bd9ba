/**
 * §9 amounts travel in fen (integer hundredths of a yuan) and are shown in yuan.
 * Fen keep sums exact; converting to yuan happens only for display and input.
 */
export const CURRENCY_SIGN = '¥';
/**
 * What zero or a missing amount shows. The spec says "zero or missing shows 0.00",
 * word for word, so this text carries no currency sign, unlike every other amount.
 */
export const ZERO_AMOUNT_TEXT = '0.00';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * 123450 → ¥1,234.50; -123450 → -¥1,234.50; 0, null, undefined, NaN → 0.00.
 * A fractional fen is rounded to the nearest fen first.
 */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return ZERO_AMOUNT_TEXT;
  const totalFen = Math.round(Math.abs(fen));
  if (totalFen === 0) return ZERO_AMOUNT_TEXT;
  const yuan = Math.floor(totalFen / 100)
    .toString()
    .replace(THOUSANDS, ',');
  const cents = String(totalFen % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${CURRENCY_SIGN}${yuan}.${cents}`;
}

const YUAN_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A number as decimal text. Exponent notation only appears far below a fen or far above any price. */
function plainText(yuan: number): string {
  if (!Number.isFinite(yuan)) return '';
  const text = String(yuan);
  if (!text.includes('e')) return text;
  return Math.abs(yuan) < 1 ? '0' : '';
}

/**
 * '19.99' → 1999, 0.1 + 0.2 → 30. Works on the decimal digits, never multiplies a
 * float by 100, so no binary rounding error creeps in. More than two decimals are
 * rounded half away from zero. Throws a RangeError for text that is not an amount
 * (validate input with the `price` rule first) or a result beyond safe integers.
 */
export function yuanToFen(yuan: string | number): number {
  const text = typeof yuan === 'number' ? plainText(yuan) : yuan.trim();
  const match = YUAN_TEXT.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not an amount in yuan: ${String(yuan)}`);
  const digits = fraction.padEnd(3, '0');
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  const fen = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + roundUp;
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Amount out of range: ${String(yuan)}`);
  return match[1] === '-' && fen !== 0 ? -fen : fen;
}
