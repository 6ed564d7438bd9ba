import { useQuery } from '@tanstack/react-query';
import { type LookupSearchQuery, lookupCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists: the words, the scope and paging always, the filters when set. */
type LookupSearchParams = Pick<LookupSearchQuery, 'q' | 'scope' | 'pageNum' | 'pageSize'> &
  Partial<Pick<LookupSearchQuery, 'edition' | 'volume' | 'categoryId' | 'level'>>;

/** Own call GET api/lookup/search: monographs and standards in one ranked list, with matched runs. */
export function useLookupSearch(query: LookupSearchParams) {
  const { q, scope, edition, volume, categoryId, level, pageNum, pageSize } = query;
  const key = ['lookup', 'search', q, scope, edition ?? null, volume ?? null, categoryId ?? null, level ?? null, pageNum, pageSize];
  // An empty query is not sent (the server refuses it): the page asks for words instead.
  return useQuery({ ...pagedCallQueryOptions(lookupCalls.search, query, key), enabled: q.trim() !== '' });
}
