import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

export interface QueueQuery {
  status?: OrderStatus;
  orderNo?: string;
  startDate?: string;
  endDate?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/institutionOrder/queryOrder: our institution's orders, paged, with the counts per status for the tabs. */
export function queryOrder(query: QueueQuery, signal?: AbortSignal): Promise<OrderPage> {
  return unwrap(request.get<OrderPage>('/api/institutionOrder/queryOrder', { ...query }, { signal }));
}

export function queryOrderQueryOptions(query: QueueQuery) {
  return queryOptions({
    queryKey: [WORKBENCH_KEY, 'orders', query],
    queryFn: ({ signal }) => queryOrder(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderQueue(query: QueueQuery) {
  return useQuery(queryOrderQueryOptions(query));
}
