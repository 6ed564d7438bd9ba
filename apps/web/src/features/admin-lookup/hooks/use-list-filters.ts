import { useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ListFilters<K extends string> {
  filters: Partial<Record<K, number>>;
  keyword: string;
  pageNum: number;
}

/** The numeric filters named in `names`, the keyword and the page, from the address; junk values are dropped. */
export function parseListFilters<K extends string>(params: URLSearchParams, names: readonly K[]): ListFilters<K> {
  const filters: Partial<Record<K, number>> = {};
  for (const name of names) {
    const value = Number(params.get(name) ?? '');
    if (params.get(name) && Number.isInteger(value) && value > 0) filters[name] = value;
  }
  const page = Number(params.get('pageNum') ?? '1');
  return { filters, keyword: params.get('keyword') ?? '', pageNum: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** `params` with `changes` applied (null or '' removes one); any change but the page goes back to page 1. */
export function nextListParams(params: URLSearchParams, changes: Record<string, string | number | null | undefined>): URLSearchParams {
  const merged = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') merged.delete(key);
    else merged.set(key, String(value));
  }
  if (!('pageNum' in changes)) merged.delete('pageNum');
  return merged;
}

/** A console list's filters in the address (?edition=&keyword=&pageNum=…), so a reload or a shared link shows the same page. */
export function useListFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const current = parseListFilters(params, names);
  const [draft, setDraft] = useState(current.keyword);
  type Changes = Partial<Record<K | 'keyword' | 'pageNum', string | number | null>>;
  const show = (changes: Changes) => setParams(nextListParams(params, changes));
  return { ...current, draft, setDraft, show, search: () => show({ keyword: draft.trim() } as Changes) };
}
