import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type LookupHit, type LookupSearchQuery, type PageResult, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export type LookupSearchParams = Pick<LookupSearchQuery, 'q' | 'scope' | 'pageNum' | 'pageSize'> &
  Partial<Pick<LookupSearchQuery, 'edition' | 'volume' | 'categoryId' | 'level'>>;

/** Own call GET api/lookup/search: monographs and standards in one ranked list, with matched runs. */
export function lookupSearch(query: LookupSearchParams, signal?: AbortSignal): Promise<PageResult<LookupHit>> {
  return unwrap(call(lookupCalls.search, { ...query }, { signal }));
}

export function lookupSearchQueryOptions(query: LookupSearchParams) {
  return queryOptions({
    queryKey: [
      'lookup',
      'search',
      query.q,
      query.scope,
      query.edition ?? null,
      query.volume ?? null,
      query.categoryId ?? null,
      query.level ?? null,
      query.pageNum,
      query.pageSize,
    ],
    queryFn: ({ signal }) => lookupSearch(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** An empty query is not sent (the server refuses it): the page asks for words instead. */
export function useLookupSearch(query: LookupSearchParams) {
  return useQuery({ ...lookupSearchQueryOptions(query), enabled: query.q.trim() !== '' });
}
