import { describe, expect, it } from 'vitest';
import { formatFen, yuanToFen, ZERO_AMOUNT_TEXT } from './money';

describe('formatFen', () => {
  it.each([
    [123450, '¥1,234.50'],
    [1, '¥0.01'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [100000, '¥1,000.00'],
    [99999999, '¥999,999.99'],
    [100000000, '¥1,000,000.00'],
    [-123450, '-¥1,234.50'],
    [-1, '-¥0.01'],
    [12.6, '¥0.13'],
  ])('%j fen → %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it.each([0, -0, null, undefined, Number.NaN, 0.4])('shows 0.00 without a sign for %j', (fen) => {
    expect(formatFen(fen)).toBe('0.00');
    expect(ZERO_AMOUNT_TEXT).toBe('0.00');
  });
});

describe('yuanToFen', () => {
  it.each([
    ['19.99', 1999],
    ['0.1', 10],
    ['0.01', 1],
    ['1', 100],
    ['1.5', 150],
    ['123456.78', 12345678],
    [' 12.30 ', 1230],
    ['.5', 50],
    ['5.', 500],
    ['-19.99', -1999],
    ['0', 0],
    ['-0', 0],
    ['1.005', 101],
    ['1.004', 100],
    ['-1.005', -101],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [1e-7, 0],
    [-0, 0],
  ])('%j yuan → %j fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('never returns -0', () => {
    expect(Object.is(yuanToFen('-0.001'), 0)).toBe(true);
  });

  it.each(['', 'abc', '1,234.50', '¥1', '1.2.3', '-', '.', Number.NaN, Number.POSITIVE_INFINITY, 1e21, '1e3'])(
    'throws for %j',
    (yuan) => {
      expect(() => yuanToFen(yuan)).toThrow(RangeError);
    },
  );

  it('round-trips through formatFen', () => {
    expect(formatFen(yuanToFen('1234.5'))).toBe('¥1,234.50');
  });
});
