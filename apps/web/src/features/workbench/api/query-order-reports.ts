import { useQuery } from '@tanstack/react-query';
import { reportCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { useCallMutation } from '@/lib/use-call-mutation';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/queryOrderReports: every report the order has had, newest first. */
export const queryOrderReportsQueryOptions = (orderId: number) =>
  callQueryOptions(reportCalls.queryOrderReports, { orderId }, [WORKBENCH_KEY, 'reports', orderId]);

export const useOrderReports = (orderId: number) => useQuery(queryOrderReportsQueryOptions(orderId));

/**
 * POST replaceReport / revokeReport: the order's status stays; its timeline and the report list
 * change, so the list and the order detail are asked again.
 */
export const useReportChange = <C extends 'replaceReport' | 'revokeReport'>(change: C) => useCallMutation(reportCalls[change], [[WORKBENCH_KEY]]);
