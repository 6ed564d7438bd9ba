import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { Endpoint, OrderPage, OrderStatus, queryOrderQuerySchema } from '@tcm/shared';
import { call } from './call';
import { unwrap } from './unwrap';

/** A list of orders as both sides ask for it: status tab, order number, date range, page. */
export interface OrderListQuery {
  status?: OrderStatus;
  orderNo?: string;
  startDate?: string;
  endDate?: string;
  pageNum: number;
  pageSize: number;
}

/**
 * One page of orders with the counts per status for the tabs: the member's own (§7 queryOrderInfo)
 * or the institution's (queryOrder). The previous page stays on screen while the next loads.
 */
export function useOrderPage(endpoint: Endpoint<'GET', typeof queryOrderQuerySchema, OrderPage>, key: QueryKey, query: OrderListQuery) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => unwrap(call(endpoint, { ...query }, { signal })),
    placeholderData: keepPreviousData,
  });
}
