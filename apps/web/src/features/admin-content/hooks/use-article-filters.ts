import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import type { ArticleListQuery } from '../api/get-articles';

export interface ArticleFilterChange {
  categoryId?: number | null;
  status?: number | null;
  keyword?: string;
  pageNum?: number;
}

const numberParam = (v: string | null) => (v ? Number(v) || undefined : undefined);

/** The article list's filters in the address (?categoryId=&status=&keyword=&pageNum=), so a reload shows the same page. */
export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const query: ArticleListQuery = {
    categoryId: numberParam(params.get('categoryId')),
    status: numberParam(params.get('status')),
    keyword: params.get('keyword') || undefined,
    pageNum: numberParam(params.get('pageNum')) ?? 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };

  /** Any filter change starts again at page 1; null (or '') clears a filter. */
  const show = (next: ArticleFilterChange) => {
    const merged = new URLSearchParams(params);
    for (const key of ['categoryId', 'status', 'keyword'] as const) {
      const value = next[key];
      if (value === undefined) continue;
      if (value === null || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    if (next.pageNum && next.pageNum > 1) merged.set('pageNum', String(next.pageNum));
    else merged.delete('pageNum');
    setParams(merged);
  };
  return { query, show };
}
