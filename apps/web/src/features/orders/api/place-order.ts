import type { ApiEnvelope, PlaceOrderBody, PlaceOrderResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

/** §7 POST api/orderInfo/placeOrder: one order per institution; the submission id makes a double click one order. */
export function placeOrder(body: PlaceOrderBody): Promise<ApiEnvelope<PlaceOrderResult>> {
  return request.post<PlaceOrderResult>('/api/orderInfo/placeOrder', body);
}

export function usePlaceOrder() {
  return useOrderMutation(placeOrder);
}
