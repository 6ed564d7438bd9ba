// Decimal text as a testing report writes it: "9.2", "0.050", "-49". Rounding works on the digits,
// not on binary floating point, so 10.05 rounds exactly as a person with a pencil would.

const DECIMAL = /^[-+]?(\d+)(?:\.(\d+))?$/;

/** A result value as typed: digits with an optional sign and decimal point ("9.2", "0.050"); full-width digits accepted. */
export function normalizeDecimal(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/^＋/, '+')
    .replace(/^[－—]/, '-');
  return DECIMAL.test(text) ? text : null;
}

/** How many digits follow the decimal point: "12.0" → 1, "5" → 0. */
export function decimalsOf(text: string): number {
  const m = DECIMAL.exec(text);
  return m?.[2]?.length ?? 0;
}

/**
 * 修约 to `decimals` places by GB/T 8170 (the rule the pharmacopoeia's 凡例 refers to): below five is
 * dropped, above five carries, exactly five carries only when the kept digit is odd (四舍六入五成双).
 */
export function roundHalfEven(text: string, decimals: number): number {
  const m = DECIMAL.exec(text);
  if (!m) return Number.NaN;
  const negative = text.startsWith('-');
  const intPart = m[1]!;
  const frac = (m[2] ?? '').padEnd(decimals, '0');
  const kept = intPart + frac.slice(0, decimals);
  const dropped = frac.slice(decimals);
  let digits = BigInt(kept);
  const first = dropped.charCodeAt(0) - 48;
  const restNonZero = /[1-9]/.test(dropped.slice(1));
  if (first > 5 || (first === 5 && restNonZero) || (first === 5 && !restNonZero && digits % 2n === 1n)) digits += 1n;
  const value = Number(digits) / 10 ** decimals;
  return negative && value !== 0 ? -value : value;
}
