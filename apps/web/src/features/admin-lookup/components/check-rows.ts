import type { AdminMonographCheckForm } from '@tcm/shared';

/** A check row as the editor holds it: every field a string, the section defaulting to 检查. */
export type CheckRow = Required<AdminMonographCheckForm>;

export const emptyCheck = (): CheckRow => ({ item: '', method: '', limit: '', section: 'examination' });

export const addCheck = (rows: readonly CheckRow[]): CheckRow[] => [...rows, emptyCheck()];

export const removeCheck = (rows: readonly CheckRow[], index: number): CheckRow[] => rows.filter((_, i) => i !== index);

export const updateCheck = (rows: readonly CheckRow[], index: number, patch: Partial<CheckRow>): CheckRow[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

/** Swaps a row with its neighbour (-1 up, +1 down); at either end nothing moves. */
export function moveCheck(rows: readonly CheckRow[], index: number, by: -1 | 1): CheckRow[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Rows left wholly blank are dropped before saving, so an unused added row is not a validation error. */
export const filledChecks = (rows: readonly CheckRow[]): CheckRow[] => rows.filter((r) => r.item.trim() || r.method.trim() || r.limit.trim());
