import { NO_DATA_TEXT, toDate, type DateInput } from './date-input';
import { formatDate } from './format-date';

/** Indexed by Date.getDay(): 0 is Sunday. */
export const WEEKDAY_LABELS = [
  '星期日',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days from `date` to `now` in local time (yesterday 23:59 is 1 day
 * before today 00:01). Comparing the local dates through Date.UTC keeps the answer exact
 * on daylight-saving days, which are 23 or 25 hours long.
 */
export function calendarDaysBetween(date: Date, now: Date): number {
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - day) / DAY_MS);
}

/**
 * §9 list time, by calendar day in local time:
 * today → HH:mm; yesterday → 昨天 HH:mm; the day before → 前天 HH:mm;
 * 3–6 days back → 星期X (7 days back would repeat today's weekday, so it is not "within 7 days");
 * 7–364 days back → MM月DD日; 365 or more → YYYY年MM月DD日; missing → 暂无数据.
 * A date on a later day than `now` (a skewed clock) gets the full date: no short form fits it.
 */
export function formatListTime(input: DateInput, now: Date = new Date()): string {
  const date = toDate(input);
  if (!date) return NO_DATA_TEXT;
  const days = calendarDaysBetween(date, now);
  if (days < 0) return formatDate(date, 'YYYY年MM月DD日');
  if (days === 0) return formatDate(date, 'HH:mm');
  if (days === 1) return formatDate(date, '昨天 HH:mm');
  if (days === 2) return formatDate(date, '前天 HH:mm');
  if (days < 7) return WEEKDAY_LABELS[date.getDay()] ?? '';
  if (days < 365) return formatDate(date, 'MM月DD日');
  return formatDate(date, 'YYYY年MM月DD日');
}
