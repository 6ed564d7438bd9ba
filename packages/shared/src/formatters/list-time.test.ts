import { describe, expect, it } from 'vitest';
import { NO_DATA_TEXT } from './date-input';
import { calendarDaysBetween, formatListTime } from './list-time';

// Wednesday 2024-11-13 10:30, local time.
const now = new Date(2024, 10, 13, 10, 30);

describe('formatListTime', () => {
  it.each([
    ['today, early', new Date(2024, 10, 13, 0, 0), '00:00'],
    ['today, later than now', new Date(2024, 10, 13, 23, 59), '23:59'],
    ['yesterday late', new Date(2024, 10, 12, 23, 59), '昨天 23:59'],
    ['yesterday early', new Date(2024, 10, 12, 0, 5), '昨天 00:05'],
    ['the day before', new Date(2024, 10, 11, 9, 8), '前天 09:08'],
    ['3 days back', new Date(2024, 10, 10, 12, 0), '星期日'],
    ['6 days back', new Date(2024, 10, 7, 12, 0), '星期四'],
    ['7 days back', new Date(2024, 10, 6, 12, 0), '11月06日'],
    ['earlier this year', new Date(2024, 0, 3, 12, 0), '01月03日'],
    // 2024 is a leap year: 2023-11-14 is exactly 365 days before 2024-11-13.
    ['last year, 364 days back', new Date(2023, 10, 15, 12, 0), '11月15日'],
    ['exactly 365 days back', new Date(2023, 10, 14, 12, 0), '2023年11月14日'],
    ['older', new Date(2020, 1, 29, 12, 0), '2020年02月29日'],
    ['a later day (skewed clock)', new Date(2024, 10, 14, 8, 0), '2024年11月14日'],
  ])('%s', (_name, date, text) => {
    expect(formatListTime(date, now)).toBe(text);
  });

  it('names every weekday', () => {
    const labels = [3, 4, 5, 6].map((back) => formatListTime(new Date(2024, 10, 13 - back, 12), now));
    expect(labels).toEqual(['星期日', '星期六', '星期五', '星期四']);
  });

  it('accepts text and timestamps', () => {
    expect(formatListTime('2024-11-12 08:00:00', now)).toBe('昨天 08:00');
    expect(formatListTime(new Date(2024, 10, 13, 9, 1).getTime(), now)).toBe('09:01');
  });

  it.each([null, undefined, '', 'garbage'])('shows %j as no data', (value) => {
    expect(formatListTime(value, now)).toBe(NO_DATA_TEXT);
    expect(NO_DATA_TEXT).toBe('暂无数据');
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(new Date(2024, 10, 12, 23, 59), new Date(2024, 10, 13, 0, 1))).toBe(1);
    expect(calendarDaysBetween(new Date(2024, 0, 1), new Date(2024, 11, 31))).toBe(365);
    expect(calendarDaysBetween(new Date(2024, 2, 1), new Date(2024, 3, 1))).toBe(31);
  });
});
