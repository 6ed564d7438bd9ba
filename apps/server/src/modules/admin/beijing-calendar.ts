const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** The Beijing calendar day (`YYYY-MM-DD`) of an instant. */
export const beijingDate = (ms: number) => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The last `count` Beijing calendar months up to and including the month of `nowMs`, oldest
 * first: each month's key (`YYYY-MM`) and its first instant (the 1st at Beijing midnight) in ms.
 */
export function lastBeijingMonths(nowMs: number, count: number): { key: string; start: number }[] {
  const [year, month] = beijingDate(nowMs).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const key = new Date(Date.UTC(year, month - 1 - (count - 1) + i, 1)).toISOString().slice(0, 7);
    return { key, start: Date.parse(`${key}-01T00:00:00+08:00`) };
  });
}
