import type { z } from 'zod';
import type { ApiEnvelope, OrderMoveResult } from '@tcm/shared';
import type { sendOutGoodsBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export type SendOutGoodsBody = z.input<typeof sendOutGoodsBodySchema>;

/** §7 POST api/orderInfo/sendOutGoods: the courier and tracking number of the samples sent. */
export function sendOutGoods(body: SendOutGoodsBody): Promise<ApiEnvelope<OrderMoveResult>> {
  return request.post<OrderMoveResult>('/api/orderInfo/sendOutGoods', body);
}

export function useSendOutGoods() {
  return useOrderMutation(sendOutGoods);
}
