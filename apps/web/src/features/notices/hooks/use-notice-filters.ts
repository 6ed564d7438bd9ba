import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type NoticeKind } from '@tcm/shared';
import { positiveIntParam } from '@/lib/query-params';

export interface NoticeFilterChange {
  kind?: NoticeKind | null;
  unreadOnly?: boolean;
  pageNum?: number;
}

/**
 * The 消息中心's filters in the address (?kind=&unread=1&pageNum=), so a reload or the back button
 * shows the same list. A kind the scope does not offer reads as 全部. Changing a filter goes to page 1.
 */
export function useNoticeFilters(kinds: readonly NoticeKind[]) {
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind = kinds.find((k) => k === rawKind);
  const unreadOnly = params.get('unread') === '1';
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;

  const show = (change: NoticeFilterChange, replace = false) => {
    const next = { kind: change.kind === undefined ? kind : change.kind, unreadOnly: change.unreadOnly ?? unreadOnly, pageNum: change.pageNum ?? 1 };
    const search = new URLSearchParams();
    if (next.kind) search.set('kind', next.kind);
    if (next.unreadOnly) search.set('unread', '1');
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setParams(search, { replace });
  };
  return { kind, unreadOnly, pageNum, pageSize: DEFAULT_PAGE_SIZE, show };
}
