/** One entry of the page list: a page number, or a jump of five pages back or forward. */
export type PageItem = number | 'jump-prev' | 'jump-next';

/** How many pages a jump (•••) moves. */
export const PAGE_JUMP = 5;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page list antd's Pagination shows: every page up to nine; beyond, the
 * first and last page, two pages either side of the current one (five at an
 * end) and a jump where pages are left out.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 9) return range(1, totalPages);
  let left = Math.max(1, current - 2);
  let right = Math.min(current + 2, totalPages);
  if (current - 1 <= 2) right = 5;
  if (totalPages - current <= 2) left = totalPages - 4;
  const items: PageItem[] = range(left, right);
  if (current - 1 >= 4) items.unshift('jump-prev');
  if (totalPages - current >= 4) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== totalPages) items.push(totalPages);
  return items;
}
