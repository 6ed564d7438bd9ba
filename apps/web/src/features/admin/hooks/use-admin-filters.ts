import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { withListFilters, type ListFilterChange } from '@/lib/query-params';
import type { AdminListQuery } from '../api/admin-lists';

/**
 * A review queue's filters in the address (?status=&keyword=&pageNum=), so a reload or a shared
 * link shows the same page. `defaultStatus` is the tab shown when the address names none.
 */
export function useAdminFilters(defaultStatus: number | undefined) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = statusParam === null ? defaultStatus : statusParam === '' ? undefined : Number(statusParam);
  const keyword = params.get('keyword') ?? '';
  const pageNum = Number(params.get('pageNum') ?? '1') || 1;
  const [draft, setDraft] = useState(keyword);

  const show = (next: ListFilterChange) => setParams(withListFilters(params, next, ['status']));
  const query: AdminListQuery = { status, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE };
  return { query, status, draft, setDraft, search: () => show({ keyword: draft.trim() }), show };
}
