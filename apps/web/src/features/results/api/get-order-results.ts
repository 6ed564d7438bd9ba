import { useQuery } from '@tanstack/react-query';
import { resultCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { RESULTS_KEY } from './query-keys';

/**
 * GET api/orderInfo/getOrderResults?orderId=&reportNo=: my order's results, once its report is issued —
 * what the valid report published, or (reportNo) what an older report did.
 */
export const orderResultsQueryOptions = (orderId: number, reportNo?: string) =>
  callQueryOptions(resultCalls.getOrderResults, reportNo ? { orderId, reportNo } : { orderId }, [RESULTS_KEY, 'mine', orderId, reportNo ?? 'current']);

export const useOrderResults = (orderId: number, enabled: boolean, reportNo?: string) =>
  useQuery({ ...orderResultsQueryOptions(orderId, reportNo), enabled, placeholderData: (previous) => previous });
