import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FindSettleCompanyQuery, type InstitutionCard, type PageResult, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export type DirectoryQuery = Partial<FindSettleCompanyQuery> & { pageNum: number; pageSize: number };

/** §7 GET api/settleCompany/findSettleCompany: the directory of listed institutions, filtered, sorted and paged. */
export function findSettleCompany(query: DirectoryQuery, signal?: AbortSignal): Promise<PageResult<InstitutionCard>> {
  return unwrap(call(institutionCalls.findSettleCompany, { ...query }, { signal }));
}

export function findSettleCompanyQueryOptions(query: DirectoryQuery) {
  return queryOptions({
    queryKey: [
      'institutions',
      'directory',
      query.region ?? null,
      query.province ?? null,
      query.qualification ?? null,
      query.categoryId ?? null,
      query.testKeyword ?? '',
      query.keyword ?? '',
      query.sort ?? 'rating',
      query.pageNum,
      query.pageSize,
    ],
    queryFn: ({ signal }) => findSettleCompany(query, signal),
    // Filtering and paging keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useDirectory(query: DirectoryQuery) {
  return useQuery(findSettleCompanyQueryOptions(query));
}
