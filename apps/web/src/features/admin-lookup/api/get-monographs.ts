import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** adminMonographQuerySchema's fields as the page sends them. */
export interface MonographListQuery {
  edition?: number;
  volume?: number;
  categoryId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/monograph/query: pinyin order, by edition, volume, category and keyword. */
export function monographsQueryOptions(query: MonographListQuery) {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'monographs', query],
    queryFn: ({ signal }) => unwrap(call(adminLookupCalls.monographQuery, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useMonographs = (query: MonographListQuery) => useQuery(monographsQueryOptions(query));
