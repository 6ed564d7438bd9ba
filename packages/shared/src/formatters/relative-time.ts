import { NO_DATA_TEXT, toDate, type DateInput } from './date-input';
import { DEFAULT_DATE_PATTERN, formatDate } from './format-date';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Below this gap the time reads 刚刚. */
const JUST_NOW_MS = 30 * SECOND_MS;
/** From here on a day count stops being useful and the date itself is shown. */
const DAYS_AGO_LIMIT = 7;

/**
 * §9 relative time. Counts are rounded down, with at least 1 (30 s → 1分钟前,
 * 59 min 59 s → 59分钟前, 23 h 59 min → 23小时前):
 * < 30 s 刚刚; < 1 h N分钟前; < 24 h N小时前; < 48 h 1天前 (spec); our extension:
 * < 7 days N天前, then the date in `fallbackPattern` (default YYYY-MM-DD HH:mm:ss).
 * A time more than 30 s in the future is shown as a date too, not as 刚刚.
 */
export function formatRelativeTime(
  input: DateInput,
  now: Date = new Date(),
  fallbackPattern: string = DEFAULT_DATE_PATTERN,
): string {
  const date = toDate(input);
  if (!date) return NO_DATA_TEXT;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < -JUST_NOW_MS) return formatDate(date, fallbackPattern);
  if (elapsed < JUST_NOW_MS) return '刚刚';
  if (elapsed < HOUR_MS) return `${Math.max(1, Math.floor(elapsed / MINUTE_MS))}分钟前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`;
  if (elapsed < 2 * DAY_MS) return '1天前';
  if (elapsed < DAYS_AGO_LIMIT * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}天前`;
  return formatDate(date, fallbackPattern);
}
