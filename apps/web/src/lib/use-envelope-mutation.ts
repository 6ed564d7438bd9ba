import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/**
 * A change sent to the server: resolves with the envelope (a refusal such as 当前订单状态不允许该操作
 * is the caller's to show) and, when it succeeded, asks every query under `refresh` again.
 */
export function useEnvelopeMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>, refresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.retcode !== RETCODE.SUCCESS) return;
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
