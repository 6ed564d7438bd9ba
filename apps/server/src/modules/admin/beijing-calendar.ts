import { beijingDate, beijingDayStart } from '../../lib/beijing-time';

/**
 * The last `count` Beijing calendar months up to and including the month of `nowMs`, oldest
 * first: each month's key (`YYYY-MM`) and its first instant (the 1st at Beijing midnight) in ms.
 */
export function lastBeijingMonths(nowMs: number, count: number): { key: string; start: number }[] {
  const [year, month] = beijingDate(nowMs).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const key = new Date(Date.UTC(year, month - 1 - (count - 1) + i, 1)).toISOString().slice(0, 7);
    return { key, start: beijingDayStart(`${key}-01`) };
  });
}
