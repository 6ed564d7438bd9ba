import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';
import { ORDERS_KEY } from './query-keys';

/**
 * A member's move on an order: resolves with the envelope (a refusal such as
 * 当前订单状态不允许该操作 is the caller's to show) and, when it succeeded,
 * refreshes every order query — lists, counts, detail, reports.
 */
export function useOrderMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
    },
  });
}
