import { useQuery } from '@tanstack/react-query';
import { orderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** GET api/orderInfo/getCheckoutPrefill (issue #20): the member's address book, recent return contacts and invoice, or its account's. */
export const useCheckoutPrefill = (userId: number | null) =>
  // Asked again on every visit of the checkout (gcTime 0): the address book, edited in the
  // personal centre, may have changed since; placing an order refreshes it with the rest.
  useQuery({ ...callQueryOptions(orderCalls.getCheckoutPrefill, undefined, [ORDERS_KEY, 'checkout-prefill', userId]), gcTime: 0 });
