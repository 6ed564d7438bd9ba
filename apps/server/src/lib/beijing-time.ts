/**
 * Beijing time (UTC+8, no daylight saving): the calendar the portal's users read. Stored times are
 * UTC ISO strings; a day filter, a "today" and a printed time are Beijing's.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** The Beijing calendar day (`YYYY-MM-DD`) of an instant. */
export const beijingDate = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant (Beijing midnight) of a calendar day `YYYY-MM-DD`, in ms. */
export const beijingDayStart = (date: string): number => Date.parse(`${date}T00:00:00+08:00`);

/** An ISO instant as Beijing's `YYYY-MM-DD HH:mm:ss`. */
export const beijingDateTime = (isoTime: string): string => new Date(Date.parse(isoTime) + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
