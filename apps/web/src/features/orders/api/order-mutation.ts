import type { ApiEnvelope } from '@tcm/shared';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { ORDERS_KEY } from './query-keys';

/**
 * A member's move on an order: resolves with the envelope (a refusal such as
 * 当前订单状态不允许该操作 is the caller's to show) and, when it succeeded,
 * refreshes every order query — lists, counts, detail, reports.
 */
export function useOrderMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>) {
  return useEnvelopeMutation(send, [[ORDERS_KEY]]);
}
