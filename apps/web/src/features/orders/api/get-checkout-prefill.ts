import { useQuery } from '@tanstack/react-query';
import { type CheckoutPrefill, orderCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ORDERS_KEY } from './query-keys';

/** GET api/orderInfo/getCheckoutPrefill (issue #20): the member's address book, recent return contacts and invoice, or its account's. */
export function getCheckoutPrefill(signal?: AbortSignal): Promise<CheckoutPrefill> {
  return unwrap(call(orderCalls.getCheckoutPrefill, undefined, { signal }));
}

export function useCheckoutPrefill(userId: number | null) {
  // Asked again on every visit of the checkout (gcTime 0): the address book, edited in the
  // personal centre, may have changed since; placing an order refreshes it with the rest.
  return useQuery({ queryKey: [ORDERS_KEY, 'checkout-prefill', userId], queryFn: ({ signal }) => getCheckoutPrefill(signal), gcTime: 0 });
}
