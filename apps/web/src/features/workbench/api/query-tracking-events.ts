import { useQuery } from '@tanstack/react-query';
import { institutionOrderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { WORKBENCH_KEY } from './query-keys';

/**
 * GET api/institutionOrder/queryTrackingEvents: each shipment of our order with the events recorded
 * on it (newest first). Under the workbench key, so adding an event (a move) refreshes it.
 */
export const queryTrackingEventsQueryOptions = (orderId: number) =>
  callQueryOptions(institutionOrderCalls.queryTrackingEvents, { orderId }, [WORKBENCH_KEY, 'tracking', orderId]);

export const useTrackingEvents = (orderId: number) => useQuery(queryTrackingEventsQueryOptions(orderId));
