import { useQuery } from '@tanstack/react-query';
import { orderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/getOrder: one of my orders with every field and its timeline. */
export const useOrder = (id: number | null) =>
  useQuery({ ...callQueryOptions(orderCalls.getOrder, { id: id ?? 0 }, [ORDERS_KEY, 'detail', id ?? 0]), enabled: id !== null, retry: false });
