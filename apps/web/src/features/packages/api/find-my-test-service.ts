import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyTestService, packageCalls, type PageResult } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PACKAGES_KEY } from './query-keys';

export interface PackageListQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/myTestService/findMyTestService: my common test packages, paged. */
export function findMyTestService(query: PackageListQuery, signal?: AbortSignal): Promise<PageResult<MyTestService>> {
  return unwrap(call(packageCalls.findMyTestService, { ...query }, { signal }));
}

export function findMyTestServiceQueryOptions(query: PackageListQuery) {
  return queryOptions({ queryKey: [PACKAGES_KEY, 'list', query], queryFn: ({ signal }) => findMyTestService(query, signal), placeholderData: keepPreviousData });
}

export function useMyPackages(query: PackageListQuery) {
  return useQuery(findMyTestServiceQueryOptions(query));
}
