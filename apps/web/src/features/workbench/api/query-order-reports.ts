import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InstitutionReport, reportCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { useCallMutation } from '@/lib/use-call-mutation';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/queryOrderReports: every report the order has had, newest first. */
export function queryOrderReports(orderId: number, signal?: AbortSignal): Promise<InstitutionReport[]> {
  return unwrap(call(reportCalls.queryOrderReports, { orderId }, { signal }));
}

export function queryOrderReportsQueryOptions(orderId: number) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'reports', orderId], queryFn: ({ signal }) => queryOrderReports(orderId, signal) });
}

export const useOrderReports = (orderId: number) => useQuery(queryOrderReportsQueryOptions(orderId));

/**
 * POST replaceReport / revokeReport: the order's status stays; its timeline and the report list
 * change, so the list and the order detail are asked again.
 */
export const useReportChange = <C extends 'replaceReport' | 'revokeReport'>(change: C) => useCallMutation(reportCalls[change], [[WORKBENCH_KEY]]);
