import type { z } from 'zod';
import type { ApiEnvelope, AddedEvaluation } from '@tcm/shared';
import type { addOrderEvaluationBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export type AddOrderEvaluationBody = z.input<typeof addOrderEvaluationBodySchema>;

/** §7 POST api/orderEvaluation/addOrderEvaluation: once per completed order; shown after audit. */
export function addOrderEvaluation(body: AddOrderEvaluationBody): Promise<ApiEnvelope<AddedEvaluation>> {
  return request.post<AddedEvaluation>('/api/orderEvaluation/addOrderEvaluation', body);
}

export function useAddOrderEvaluation() {
  return useOrderMutation(addOrderEvaluation);
}
