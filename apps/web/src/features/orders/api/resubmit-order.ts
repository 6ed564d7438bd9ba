import type { ApiEnvelope, ResubmitOrderBody, OrderMoveResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

/** Ours: POST api/orderInfo/resubmitOrder — a rejected order (审核驳回), edited and sent for review again. */
export function resubmitOrder(body: ResubmitOrderBody): Promise<ApiEnvelope<OrderMoveResult>> {
  return request.post<OrderMoveResult>('/api/orderInfo/resubmitOrder', body);
}

export function useResubmitOrder() {
  return useOrderMutation(resubmitOrder);
}
