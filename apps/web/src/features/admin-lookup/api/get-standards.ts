import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** adminStandardQuerySchema's fields as the page sends them. */
export interface StandardListQuery {
  level?: number;
  state?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/standard/query: newest implementation first, by level, state and keyword. */
export function standardsQueryOptions(query: StandardListQuery) {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'standards', query],
    queryFn: ({ signal }) => unwrap(call(adminLookupCalls.standardQuery, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useStandards = (query: StandardListQuery) => useQuery(standardsQueryOptions(query));
