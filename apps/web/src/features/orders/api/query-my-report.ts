import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReport, PageResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

export interface MyReportQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/orderInfo/queryMyReport: the reports of my orders, newest first. */
export function queryMyReport(query: MyReportQuery, signal?: AbortSignal): Promise<PageResult<MyReport>> {
  return unwrap(request.get<PageResult<MyReport>>('/api/orderInfo/queryMyReport', { ...query }, { signal }));
}

export function queryMyReportQueryOptions(query: MyReportQuery) {
  return queryOptions({ queryKey: [ORDERS_KEY, 'reports', query], queryFn: ({ signal }) => queryMyReport(query, signal), placeholderData: keepPreviousData });
}

export function useMyReports(query: MyReportQuery) {
  return useQuery(queryMyReportQueryOptions(query));
}
