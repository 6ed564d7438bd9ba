import type { z } from 'zod';
import type { ApiEnvelope, OrderMoveResult } from '@tcm/shared';
import type { cancelOrderBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

/** §7 POST api/orderInfo/cancelOrder: from 待审核, 待签订合同 or 待支付 to 已取消. */
export function cancelOrder(body: CancelOrderBody): Promise<ApiEnvelope<OrderMoveResult>> {
  return request.post<OrderMoveResult>('/api/orderInfo/cancelOrder', body);
}

export function useCancelOrder() {
  return useOrderMutation(cancelOrder);
}
