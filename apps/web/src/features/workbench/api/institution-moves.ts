import { institutionOrderCalls as C, reportCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { WORKBENCH_KEY } from './query-keys';

/**
 * POST api/institutionOrder/<move>: the institution's moves of the lifecycle table, by the name
 * the dialogs use (issuing the report is reportCalls'). The body of each is its descriptor's, so a
 * wrong body for a move does not compile.
 */
const MOVES = {
  approveOrder: C.approveOrder,
  rejectOrder: C.rejectOrder,
  provideContract: C.provideContract,
  confirmPayment: C.confirmPayment,
  rejectPayment: C.rejectPayment,
  confirmReceipt: C.confirmReceipt,
  returnOrder: C.returnOrder,
  issueReport: reportCalls.issueReport,
  shipSampleBack: C.shipSampleBack,
  addTrackingEvent: C.addTrackingEvent,
} as const;
export type MoveName = keyof typeof MOVES;

/**
 * Resolves with the envelope (a refusal such as 当前订单状态不允许该操作 is the caller's to show)
 * and, when the move succeeded, refreshes every workbench query — queue, counts, detail.
 */
export const useMove = <M extends MoveName>(move: M) => useCallMutation(MOVES[move], [[WORKBENCH_KEY]]);
