import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, reportCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

type MyReportQuery = EndpointInput<typeof reportCalls.queryMyReport>;

/** §7 GET api/orderInfo/queryMyReport: the reports of my orders, newest first. */
export const useMyReports = (query: MyReportQuery) => useQuery(pagedCallQueryOptions(reportCalls.queryMyReport, query, [ORDERS_KEY, 'reports', query]));
