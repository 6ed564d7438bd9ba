import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FindCategoryInfoQuery, type MonographSummary, type PageResult, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export type MonographListQuery = Partial<FindCategoryInfoQuery> & Pick<FindCategoryInfoQuery, 'edition' | 'pageNum' | 'pageSize'>;

/** §7 GET api/categoryInfo/findCategoryInfo: the catalogue's monographs by volume, category and pinyin initial. */
export function findMonographs(query: MonographListQuery, signal?: AbortSignal): Promise<PageResult<MonographSummary>> {
  return unwrap(call(lookupCalls.findCategoryInfo, { ...query }, { signal }));
}

export function findMonographsQueryOptions(query: MonographListQuery) {
  return queryOptions({
    queryKey: [
      'lookup',
      'monographs',
      query.edition,
      query.volume ?? null,
      query.categoryId ?? null,
      query.initial ?? '',
      query.keyword ?? '',
      query.pageNum,
      query.pageSize,
    ],
    queryFn: ({ signal }) => findMonographs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMonographs(query: MonographListQuery) {
  return useQuery(findMonographsQueryOptions(query));
}
