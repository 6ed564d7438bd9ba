import type { z } from 'zod';
import type { ApiEnvelope, OrderMoveResult } from '@tcm/shared';
import type { payOrderBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export type PayOrderBody = z.input<typeof payOrderBodySchema>;

/** §7 POST api/orderInfo/payOrder: offline transfer — the vouchers the member uploaded. */
export function payOrder(body: PayOrderBody): Promise<ApiEnvelope<OrderMoveResult>> {
  return request.post<OrderMoveResult>('/api/orderInfo/payOrder', body);
}

export function usePayOrder() {
  return useOrderMutation(payOrder);
}
