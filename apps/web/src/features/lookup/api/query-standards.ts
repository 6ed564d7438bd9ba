import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type QueryQualityControlStandardQuery, type StandardSummary, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export type StandardListQuery = Partial<QueryQualityControlStandardQuery> & { pageNum: number; pageSize: number };

/** §7 GET api/qualityControlStandard/queryQualityControlStandard: standards, filtered and paged (§3). */
export function queryStandards(query: StandardListQuery, signal?: AbortSignal): Promise<PageResult<StandardSummary>> {
  return unwrap(call(lookupCalls.queryQualityControlStandard, { ...query }, { signal }));
}

export function queryStandardsQueryOptions(query: StandardListQuery) {
  return queryOptions({
    queryKey: [
      'lookup',
      'standards',
      query.keyword ?? '',
      query.level ?? null,
      query.state ?? null,
      query.issuer ?? '',
      query.year ?? null,
      query.pageNum,
      query.pageSize,
    ],
    queryFn: ({ signal }) => queryStandards(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useStandards(query: StandardListQuery) {
  return useQuery(queryStandardsQueryOptions(query));
}
