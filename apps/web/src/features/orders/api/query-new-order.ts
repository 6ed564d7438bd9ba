import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NewOrderTicker, orderCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/queryNewOrder (public): the latest orders with masked names, for the home ticker. */
export function queryNewOrder(limit: number, signal?: AbortSignal): Promise<NewOrderTicker[]> {
  return unwrap(call(orderCalls.queryNewOrder, { limit }, { signal }));
}

export function queryNewOrderQueryOptions(limit: number) {
  return queryOptions({ queryKey: [ORDERS_KEY, 'ticker', limit], queryFn: ({ signal }) => queryNewOrder(limit, signal), staleTime: 60_000 });
}

export function useNewOrders(limit = 10) {
  return useQuery(queryNewOrderQueryOptions(limit));
}
