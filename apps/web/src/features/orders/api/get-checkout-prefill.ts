import { useQuery } from '@tanstack/react-query';
import type { CheckoutPrefill } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** GET api/orderInfo/getCheckoutPrefill (issue #20): the member's recent return contacts and invoice, or its account's. */
export function getCheckoutPrefill(signal?: AbortSignal): Promise<CheckoutPrefill> {
  return unwrap(request.get<CheckoutPrefill>('/api/orderInfo/getCheckoutPrefill', undefined, { signal }));
}

export function useCheckoutPrefill(userId: number | null) {
  // Under the orders key: placing an order refreshes it with the rest.
  return useQuery({ queryKey: [ORDERS_KEY, 'checkout-prefill', userId], queryFn: ({ signal }) => getCheckoutPrefill(signal), staleTime: 60_000 });
}
