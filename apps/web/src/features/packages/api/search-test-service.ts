import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type TestService, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PACKAGES_KEY } from './query-keys';

/** §7 GET api/testService/queryTestService by item name or variety: the offers a package can be built from. */
export function searchTestService(keyword: string, pageNum: number, signal?: AbortSignal): Promise<PageResult<TestService>> {
  return unwrap(call(institutionCalls.queryTestService, { keyword, pageNum, pageSize: 8 }, { signal }));
}

export function searchTestServiceQueryOptions(keyword: string, pageNum: number) {
  return queryOptions({ queryKey: [PACKAGES_KEY, 'service-search', keyword, pageNum], queryFn: ({ signal }) => searchTestService(keyword, pageNum, signal), placeholderData: keepPreviousData });
}

export function useServiceSearch(keyword: string, pageNum: number) {
  return useQuery({ ...searchTestServiceQueryOptions(keyword, pageNum), enabled: keyword.trim() !== '' });
}
