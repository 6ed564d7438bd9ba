import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type TestService, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface TestServiceQuery {
  institutionId: number;
  categoryId?: number | null;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/testService/queryTestService: an institution's test services, paged. */
export function queryTestService(query: TestServiceQuery, signal?: AbortSignal): Promise<PageResult<TestService>> {
  return unwrap(call(institutionCalls.queryTestService, { ...query }, { signal }));
}

export function queryTestServiceQueryOptions(query: TestServiceQuery) {
  return queryOptions({
    queryKey: ['institutions', 'services', query.institutionId, query.categoryId ?? null, query.keyword ?? '', query.pageNum, query.pageSize],
    queryFn: ({ signal }) => queryTestService(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTestServices(query: TestServiceQuery) {
  return useQuery(queryTestServiceQueryOptions(query));
}
