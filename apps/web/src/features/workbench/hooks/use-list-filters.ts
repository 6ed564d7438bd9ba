import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { withListFilters, type ListFilterChange } from '@/lib/query-params';

/**
 * A workbench list's filters in the address (?status=&keyword=&pageNum=), so a reload or a shared
 * link shows the same page. No status in the address: all statuses.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = statusParam === null || statusParam === '' || Number.isNaN(Number(statusParam)) ? undefined : Number(statusParam);
  const keyword = params.get('keyword') ?? '';
  const pageNum = Math.max(1, Math.floor(Number(params.get('pageNum') ?? '1')) || 1);
  const [draft, setDraft] = useState(keyword);

  const show = (next: ListFilterChange) => setParams(withListFilters(params, next));
  return { status, keyword, pageNum, pageSize: DEFAULT_PAGE_SIZE, draft, setDraft, search: () => show({ keyword: draft.trim() }), show };
}
