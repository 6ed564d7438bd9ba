import { NO_DATA_TEXT, toDate, type DateInput } from './date-input';

/** §9 default date format: year-month-day hour:minute:second. */
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';
/** §9 default date range: from 90 days back until now. */
export const DEFAULT_DATE_RANGE_DAYS = 90;

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * Replaces the tokens YYYY MM DD HH mm ss (local time, zero-padded); any other text in
 * the pattern is kept as is. Missing or invalid dates give NO_DATA_TEXT.
 */
export function formatDate(input: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  const date = toDate(input);
  if (!date) return NO_DATA_TEXT;
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    MM: pad2(date.getMonth() + 1),
    DD: pad2(date.getDate()),
    HH: pad2(date.getHours()),
    mm: pad2(date.getMinutes()),
    ss: pad2(date.getSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * [now − 90 days, now]. The 90 days are calendar days in local time, so the start keeps
 * the wall-clock time of `now` even across a daylight-saving change.
 */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const start = new Date(now.getTime());
  start.setDate(start.getDate() - DEFAULT_DATE_RANGE_DAYS);
  return { start, end: new Date(now.getTime()) };
}
