import { useQuery } from '@tanstack/react-query';
import { resultCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { RESULTS_KEY } from './query-keys';

/** GET api/orderInfo/getOrderResults?orderId=: my order's results, once its report is issued. */
export const orderResultsQueryOptions = (orderId: number) => callQueryOptions(resultCalls.getOrderResults, { orderId }, [RESULTS_KEY, 'mine', orderId]);

export const useOrderResults = (orderId: number, enabled: boolean) => useQuery({ ...orderResultsQueryOptions(orderId), enabled });
