import { useQuery } from '@tanstack/react-query';
import { orderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/queryNewOrder (public): the latest orders with masked names, for the home ticker. */
export const useNewOrders = (limit = 10) =>
  useQuery({ ...callQueryOptions(orderCalls.queryNewOrder, { limit }, [ORDERS_KEY, 'ticker', limit]), staleTime: 60_000 });
