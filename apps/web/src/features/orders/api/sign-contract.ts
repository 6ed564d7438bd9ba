import type { z } from 'zod';
import type { ApiEnvelope, OrderMoveResult } from '@tcm/shared';
import type { signContractBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export type SignContractBody = z.input<typeof signContractBodySchema>;

/** Ours: POST api/orderInfo/signContract — the signed copy of the institution’s contract. */
export function signContract(body: SignContractBody): Promise<ApiEnvelope<OrderMoveResult>> {
  return request.post<OrderMoveResult>('/api/orderInfo/signContract', body);
}

export function useSignContract() {
  return useOrderMutation(signContract);
}
