/**
 * Everything here works in the local time zone of the runtime: the browser's zone on
 * the web, the process's zone (TZ) on the server. Tests build dates with
 * `new Date(y, m, d, h, mi)` so they hold in any zone.
 */

/** §9 what a missing or unreadable date shows. */
export const NO_DATA_TEXT = '暂无数据';

/** A Date, a millisecond timestamp, or text such as '2024-03-01 08:30:00' or an ISO string. */
export type DateInput = Date | number | string | null | undefined;

/** 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]' with - or /, read as local time (Date.parse would read a bare date as UTC). */
const LOCAL_DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** Local date text as a Date (invalid for an impossible day), or undefined when the text has another shape. */
function parseLocalText(text: string): Date | undefined {
  const match = LOCAL_DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', ms = '0'] = match;
  const monthIndex = Number(month) - 1;
  const millis = Number(ms.padEnd(3, '0'));
  const date = new Date(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second), millis);
  // new Date rolls 2024-02-30 over into March; refuse it instead of showing a wrong day.
  return date.getMonth() === monthIndex && date.getDate() === Number(day) ? date : new Date(Number.NaN);
}

/** A fresh Date for the input, or undefined when it is missing or not a valid date. */
export function toDate(input: DateInput): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date =
    input instanceof Date
      ? new Date(input.getTime())
      : typeof input === 'number'
        ? new Date(input)
        : (parseLocalText(input.trim()) ?? new Date(input));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
