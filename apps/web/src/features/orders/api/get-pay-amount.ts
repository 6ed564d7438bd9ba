import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderItemInput, type PayAmount, type UrgentFlag, orderCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** The preview's `items` parameter: "serviceId:count,serviceId:count". */
export function itemsParam(items: readonly OrderItemInput[]): string {
  return items.map((i) => `${i.testServiceId}:${i.sampleCount}`).join(',');
}

/** §7 GET api/orderInfo/getPayAmount: the checkout's amounts, prices re-read on the server, in fen. */
export function getPayAmount(items: readonly OrderItemInput[], urgentFlag: UrgentFlag, signal?: AbortSignal): Promise<PayAmount> {
  return unwrap(call(orderCalls.getPayAmount, { items: itemsParam(items), urgentFlag }, { signal }));
}

export function getPayAmountQueryOptions(items: readonly OrderItemInput[], urgentFlag: UrgentFlag) {
  return queryOptions({
    queryKey: [ORDERS_KEY, 'pay-amount', itemsParam(items), urgentFlag],
    queryFn: ({ signal }) => getPayAmount(items, urgentFlag, signal),
    // Switching the urgent flag keeps the old amounts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePayAmount(items: readonly OrderItemInput[], urgentFlag: UrgentFlag) {
  return useQuery({ ...getPayAmountQueryOptions(items, urgentFlag), enabled: items.length > 0, retry: false });
}
