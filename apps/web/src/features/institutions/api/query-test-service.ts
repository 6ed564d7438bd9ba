import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult, TestService } from '@tcm/shared';
import { request } from '@/lib/request';
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
  return unwrap(request.get<PageResult<TestService>>('/api/testService/queryTestService', { ...query }, { signal }));
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
