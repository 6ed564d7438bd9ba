import { describe, expect, it } from 'vitest';
import { formatNumberShort } from './number-short';

describe('formatNumberShort', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.34, '12.3'],
    [999.96, '1k'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1049, '1k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1e6, '1M'],
    [2_340_000, '2.3M'],
    [1e9, '1G'],
    [1e12, '1T'],
    [1e15, '1P'],
    [1e18, '1E'],
    [2.5e18, '2.5E'],
    [1e21, '1000E'],
    [-1500, '-1.5k'],
    [-999, '-999'],
  ])('%j → %s', (n, text) => {
    expect(formatNumberShort(n)).toBe(text);
  });

  it('honours the number of digits', () => {
    expect(formatNumberShort(1234, 2)).toBe('1.23k');
    expect(formatNumberShort(1234, 0)).toBe('1k');
    expect(formatNumberShort(1_250_000, 3)).toBe('1.25M');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %j as 0', (n) => {
    expect(formatNumberShort(n)).toBe('0');
  });
});
