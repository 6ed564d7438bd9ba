import type { ApiEnvelope } from '@tcm/shared';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { PRODUCTS_KEY, SUPPLIERS_KEY } from './query-keys';

/**
 * A member's change to its products: resolves with the envelope (a refusal such as
 * 只有草稿状态的产品可以删除 is the caller's to show) and, on success, refreshes every
 * product query — my list, the mall, details — and the supplier lists (listed counts).
 */
export function useProductMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>) {
  return useEnvelopeMutation(send, [[PRODUCTS_KEY], [SUPPLIERS_KEY]]);
}
