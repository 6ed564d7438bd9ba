import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyServicePage, type MyServiceStatus, workbenchCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

export interface MyServiceQuery {
  status?: MyServiceStatus;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/institutionService/queryMyService: our institution's services, on and off the shelf, paged. */
export function queryMyService(query: MyServiceQuery, signal?: AbortSignal): Promise<MyServicePage> {
  return unwrap(call(workbenchCalls.queryMyService, { ...query }, { signal }));
}

export function queryMyServiceQueryOptions(query: MyServiceQuery) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'services', query], queryFn: ({ signal }) => queryMyService(query, signal), placeholderData: keepPreviousData });
}

export function useMyServices(query: MyServiceQuery) {
  return useQuery(queryMyServiceQueryOptions(query));
}
