/** A positive integer from the address (?id=, ?pageNum=), or null for anything else. */
export function positiveIntParam(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** An integer from the address within [min, max], or null. */
export function intInRange(raw: string | null, min: number, max: number): number | null {
  const n = positiveIntParam(raw);
  return n !== null && n >= min && n <= max ? n : null;
}

/** A change to a list's filters in the address; a status of null is 'every status'. */
export interface ListFilterChange {
  status?: number | null;
  keyword?: string;
  pageNum?: number;
}

/**
 * The address `params` with `next` applied (?status=&keyword=&pageNum=): the page is 1 unless named,
 * and empty values are dropped, but for the names in `keepEmpty`.
 */
export function withListFilters(params: URLSearchParams, next: ListFilterChange, keepEmpty: readonly string[] = []): URLSearchParams {
  const merged = new URLSearchParams(params);
  if (next.status !== undefined) merged.set('status', next.status === null ? '' : String(next.status));
  if (next.keyword !== undefined) merged.set('keyword', next.keyword);
  merged.set('pageNum', String(next.pageNum ?? 1));
  for (const [k, v] of [...merged.entries()]) if (v === '' && !keepEmpty.includes(k)) merged.delete(k);
  return merged;
}
