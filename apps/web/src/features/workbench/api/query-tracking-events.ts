import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOrderCalls, type LogisticsTrack } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/queryTrackingEvents: each shipment of our order with the events recorded on it (newest first). */
export function queryTrackingEvents(orderId: number, signal?: AbortSignal): Promise<LogisticsTrack[]> {
  return unwrap(call(institutionOrderCalls.queryTrackingEvents, { orderId }, { signal }));
}

/** Under the workbench key, so adding an event (a move) refreshes it. */
export function queryTrackingEventsQueryOptions(orderId: number) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'tracking', orderId], queryFn: ({ signal }) => queryTrackingEvents(orderId, signal) });
}

export const useTrackingEvents = (orderId: number) => useQuery(queryTrackingEventsQueryOptions(orderId));
