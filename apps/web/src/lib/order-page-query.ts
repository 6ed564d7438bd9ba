import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, OrderPage, queryOrderQuerySchema } from '@tcm/shared';
import { pagedCallQueryOptions } from './call-query';

/** The member's queryOrderInfo and the institution's queryOrder: one query, one answer. */
type OrderPageEndpoint = Endpoint<'GET', typeof queryOrderQuerySchema, OrderPage>;

/** A list of orders as both sides ask for it: status tab, order number, date range, page. */
export type OrderListQuery = EndpointInput<OrderPageEndpoint>;

/**
 * One page of orders with the counts per status for the tabs: the member's own (§7 queryOrderInfo)
 * or the institution's (queryOrder). The previous page stays on screen while the next loads.
 */
export const useOrderPage = (endpoint: OrderPageEndpoint, key: QueryKey, query: OrderListQuery) =>
  useQuery(pagedCallQueryOptions(endpoint, query, [...key, query]));
