import { describe, expect, it } from 'vitest';
import { NO_DATA_TEXT, toDate } from './date-input';
import { DEFAULT_DATE_PATTERN, defaultDateRange, formatDate } from './format-date';

const sample = new Date(2024, 2, 5, 8, 7, 9);

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(sample)).toBe('2024-03-05 08:07:09');
  });

  it('replaces only the tokens of a custom pattern', () => {
    expect(formatDate(sample, 'YYYY年MM月DD日')).toBe('2024年03月05日');
    expect(formatDate(sample, 'HH:mm')).toBe('08:07');
    expect(formatDate(sample, 'YYYY/MM/DD T')).toBe('2024/03/05 T');
  });

  it('accepts timestamps and local date text', () => {
    expect(formatDate(sample.getTime())).toBe('2024-03-05 08:07:09');
    expect(formatDate('2024-03-05 08:07:09')).toBe('2024-03-05 08:07:09');
    expect(formatDate('2024/3/5')).toBe('2024-03-05 00:00:00');
    expect(formatDate('2024-03-05T08:07')).toBe('2024-03-05 08:07:00');
  });

  it.each([null, undefined, '', 'not a date', '2024-02-30', Number.NaN])('shows no-data text for %j', (value) => {
    expect(formatDate(value)).toBe(NO_DATA_TEXT);
  });
});

describe('toDate', () => {
  it('copies a Date so callers cannot mutate the input', () => {
    const copy = toDate(sample);
    expect(copy).toEqual(sample);
    expect(copy).not.toBe(sample);
  });

  it('reads milliseconds of local text', () => {
    expect(toDate('2024-03-05 08:07:09.5')?.getMilliseconds()).toBe(500);
  });

  it('reads ISO text with an offset as that instant', () => {
    expect(toDate('2024-03-05T00:00:00Z')?.getTime()).toBe(Date.UTC(2024, 2, 5));
  });
});

describe('defaultDateRange', () => {
  it('runs from 90 calendar days back until now', () => {
    const now = new Date(2024, 5, 30, 14, 15);
    const { start, end } = defaultDateRange(now);
    expect(end).toEqual(now);
    expect(end).not.toBe(now);
    expect(start).toEqual(new Date(2024, 3, 1, 14, 15));
  });
});
