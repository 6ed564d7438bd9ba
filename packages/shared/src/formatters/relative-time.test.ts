import { describe, expect, it } from 'vitest';
import { NO_DATA_TEXT } from './date-input';
import { formatRelativeTime } from './relative-time';

const now = new Date(2024, 10, 13, 10, 30, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number): Date => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it.each([
    ['0 s', 0, '刚刚'],
    ['29 s', 29 * SECOND, '刚刚'],
    ['30 s', 30 * SECOND, '1分钟前'],
    ['59 s', 59 * SECOND, '1分钟前'],
    ['2 min', 2 * MINUTE, '2分钟前'],
    ['59 min', 59 * MINUTE, '59分钟前'],
    ['59 min 59 s', HOUR - SECOND, '59分钟前'],
    ['1 h', HOUR, '1小时前'],
    ['23 h', 23 * HOUR, '23小时前'],
    ['23 h 59 min', DAY - MINUTE, '23小时前'],
    ['24 h', DAY, '1天前'],
    ['47 h', 47 * HOUR, '1天前'],
    ['48 h', 2 * DAY, '2天前'],
    ['6 days 23 h', 7 * DAY - HOUR, '6天前'],
  ])('%s ago → %s', (_name, elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text);
  });

  it('shows the default date format from 7 days on', () => {
    expect(formatRelativeTime(new Date(2024, 10, 6, 10, 30, 0), now)).toBe('2024-11-06 10:30:00');
    expect(formatRelativeTime(new Date(2024, 0, 2, 3, 4, 5), now, 'YYYY年MM月DD日')).toBe('2024年01月02日');
  });

  it('treats a small clock skew as 刚刚 but a real future time as a date', () => {
    expect(formatRelativeTime(ago(-29 * SECOND), now)).toBe('刚刚');
    expect(formatRelativeTime(new Date(2024, 10, 14, 9, 0, 0), now)).toBe('2024-11-14 09:00:00');
  });

  it.each([null, undefined, ''])('shows %j as no data', (value) => {
    expect(formatRelativeTime(value, now)).toBe(NO_DATA_TEXT);
  });
});
