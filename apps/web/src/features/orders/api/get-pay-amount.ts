import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OrderItemInput, type UrgentFlag, orderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** The preview's `items` parameter: "serviceId:count,serviceId:count". */
const itemsParam = (items: readonly OrderItemInput[]) => items.map((i) => `${i.testServiceId}:${i.sampleCount}`).join(',');

/** §7 GET api/orderInfo/getPayAmount: the checkout's amounts, prices re-read on the server, in fen. */
export function usePayAmount(items: readonly OrderItemInput[], urgentFlag: UrgentFlag) {
  const param = itemsParam(items);
  return useQuery({
    ...callQueryOptions(orderCalls.getPayAmount, { items: param, urgentFlag }, [ORDERS_KEY, 'pay-amount', param, urgentFlag]),
    // Switching the urgent flag keeps the old amounts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled: items.length > 0,
    retry: false,
  });
}
