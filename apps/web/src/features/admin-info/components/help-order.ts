/**
 * The whole category's ids after moving one question a step up (-1) or down (+1), or null when the
 * move is not possible: at either end, or across the line between pinned and unpinned questions
 * (the help centre always lists pinned ones first, and the server refuses such an order).
 */
export function moveQuestion(rows: readonly { id: number; isTop: boolean }[], id: number, step: -1 | 1): number[] | null {
  const from = rows.findIndex((r) => r.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= rows.length) return null;
  if (rows[from]!.isTop !== rows[to]!.isTop) return null;
  const ids = rows.map((r) => r.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
