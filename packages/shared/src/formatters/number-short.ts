/**
 * §9 suffixes for thousand, million, billion, trillion, quadrillion, quintillion.
 * They are the SI prefixes (k, M, G, T, P, E): short, language-neutral, and what the
 * spec's source used. Largest first so the first fit wins.
 */
export const NUMBER_SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Drops zeros after the decimal point: '1.50' → '1.5', '2.00' → '2'. */
const trimZeros = (text: string): string => text.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');

/**
 * 999 → '999'; 1000 → '1k'; 1500 → '1.5k'; 2_340_000 → '2.3M'; -1500 → '-1.5k'.
 * `digits` decimals at most, trailing zeros dropped. A value that rounds up to 1000 of
 * one unit moves to the next (999_950 → '1M', not '1000k'). Below 1000 the number is
 * rounded to `digits` decimals. Missing or non-finite input gives '0'.
 */
export function formatNumberShort(n: number | null | undefined, digits = 1): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const size = Math.abs(n);
  for (const [index, suffix] of NUMBER_SUFFIXES.entries()) {
    if (size < suffix.value) continue;
    const scaled = Number((size / suffix.value).toFixed(digits));
    const larger = NUMBER_SUFFIXES[index - 1];
    if (scaled >= 1000 && larger) return `${sign}${trimZeros((size / larger.value).toFixed(digits))}${larger.symbol}`;
    return `${sign}${trimZeros(scaled.toFixed(digits))}${suffix.symbol}`;
  }
  const rounded = Number(size.toFixed(digits));
  if (rounded >= 1000) return `${sign}1k`;
  return rounded === 0 ? '0' : `${sign}${trimZeros(rounded.toFixed(digits))}`;
}
