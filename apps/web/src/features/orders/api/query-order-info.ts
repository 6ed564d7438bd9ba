import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

export interface OrderListQuery {
  status?: OrderStatus;
  orderNo?: string;
  startDate?: string;
  endDate?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/orderInfo/queryOrderInfo: my orders, paged, with the counts per status for the tabs. */
export function queryOrderInfo(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return unwrap(request.get<OrderPage>('/api/orderInfo/queryOrderInfo', { ...query }, { signal }));
}

export function queryOrderInfoQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: [ORDERS_KEY, 'list', query],
    queryFn: ({ signal }) => queryOrderInfo(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(query: OrderListQuery) {
  return useQuery(queryOrderInfoQueryOptions(query));
}
