import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyReport, type PageResult, reportCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

export interface MyReportQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/orderInfo/queryMyReport: the reports of my orders, newest first. */
export function queryMyReport(query: MyReportQuery, signal?: AbortSignal): Promise<PageResult<MyReport>> {
  return unwrap(call(reportCalls.queryMyReport, { ...query }, { signal }));
}

export function queryMyReportQueryOptions(query: MyReportQuery) {
  return queryOptions({ queryKey: [ORDERS_KEY, 'reports', query], queryFn: ({ signal }) => queryMyReport(query, signal), placeholderData: keepPreviousData });
}

export function useMyReports(query: MyReportQuery) {
  return useQuery(queryMyReportQueryOptions(query));
}
