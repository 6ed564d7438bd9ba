import { useQuery } from '@tanstack/react-query';
import { orderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/getRealTimeLogistics: every shipment of my order with its tracking events. */
export const useLogistics = (orderId: number, enabled: boolean) =>
  useQuery({ ...callQueryOptions(orderCalls.getRealTimeLogistics, { orderId }, [ORDERS_KEY, 'logistics', orderId]), enabled });
