import type { z } from 'zod';
import {
  type addTrackingEventBodySchema,
  type ApiEnvelope,
  type institutionOrderIdBodySchema,
  type issueReportBodySchema,
  type provideContractBodySchema,
  type reasonBodySchema,
  type shipSampleBackBodySchema,
} from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { WORKBENCH_KEY } from './query-keys';

/**
 * POST api/institutionOrder/<move>: the institution's moves of the lifecycle table. One file for
 * all of them (not one per call) because they differ only in the path and the body: the body
 * types come from the shared schemas, so a wrong body for a move does not compile.
 */
export interface MoveBodies {
  approveOrder: z.input<typeof institutionOrderIdBodySchema>;
  rejectOrder: z.input<typeof reasonBodySchema>;
  provideContract: z.input<typeof provideContractBodySchema>;
  confirmPayment: z.input<typeof institutionOrderIdBodySchema>;
  rejectPayment: z.input<typeof reasonBodySchema>;
  confirmReceipt: z.input<typeof institutionOrderIdBodySchema>;
  returnOrder: z.input<typeof reasonBodySchema>;
  issueReport: z.input<typeof issueReportBodySchema>;
  shipSampleBack: z.input<typeof shipSampleBackBodySchema>;
  addTrackingEvent: z.input<typeof addTrackingEventBodySchema>;
}
export type MoveName = keyof MoveBodies;

export function sendMove<M extends MoveName>(move: M, body: MoveBodies[M]): Promise<ApiEnvelope<unknown>> {
  return request.post<unknown>(`/api/institutionOrder/${move as MoveName}`, body);
}

/**
 * Resolves with the envelope (a refusal such as 当前订单状态不允许该操作 is the caller's to show)
 * and, when the move succeeded, refreshes every workbench query — queue, counts, detail.
 */
export function useMove<M extends MoveName>(move: M) {
  return useEnvelopeMutation((body: MoveBodies[M]) => sendMove(move, body), [[WORKBENCH_KEY]]);
}
