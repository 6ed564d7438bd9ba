import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';
import { PACKAGES_KEY } from './query-keys';

/** A change to my packages: resolves with the envelope and, on success, refreshes every package query. */
export function usePackageMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [PACKAGES_KEY] });
    },
  });
}
