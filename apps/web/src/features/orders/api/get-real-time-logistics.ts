import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LogisticsTrack, orderCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/getRealTimeLogistics: every shipment of my order with its tracking events. */
export function getRealTimeLogistics(orderId: number, signal?: AbortSignal): Promise<LogisticsTrack[]> {
  return unwrap(call(orderCalls.getRealTimeLogistics, { orderId }, { signal }));
}

export function getRealTimeLogisticsQueryOptions(orderId: number) {
  return queryOptions({ queryKey: [ORDERS_KEY, 'logistics', orderId], queryFn: ({ signal }) => getRealTimeLogistics(orderId, signal) });
}

export function useLogistics(orderId: number, enabled: boolean) {
  return useQuery({ ...getRealTimeLogisticsQueryOptions(orderId), enabled });
}
