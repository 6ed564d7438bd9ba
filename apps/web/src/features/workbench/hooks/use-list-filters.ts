import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';

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

  const show = (next: { status?: number | null; keyword?: string; pageNum?: number }) => {
    const merged = new URLSearchParams(params);
    if (next.status !== undefined) merged.set('status', next.status === null ? '' : String(next.status));
    if (next.keyword !== undefined) merged.set('keyword', next.keyword);
    merged.set('pageNum', String(next.pageNum ?? 1));
    for (const [k, v] of [...merged.entries()]) if (v === '') merged.delete(k);
    setParams(merged);
  };
  return { status, keyword, pageNum, pageSize: DEFAULT_PAGE_SIZE, draft, setDraft, search: () => show({ keyword: draft.trim() }), show };
}
