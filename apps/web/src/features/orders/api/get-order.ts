import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderDetail, orderCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/getOrder: one of my orders with every field and its timeline. */
export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return unwrap(call(orderCalls.getOrder, { id }, { signal }));
}

export function getOrderQueryOptions(id: number) {
  return queryOptions({ queryKey: [ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getOrder(id, signal) });
}

export function useOrder(id: number | null) {
  return useQuery({ ...getOrderQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
