import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';
import { request } from './request';

/**
 * POST api/admin/<action>, the operator console's changes: resolves with the envelope (a refusal is
 * the caller's to show); on success every query under `refresh` is asked again.
 */
export function useAdminPost<Body extends object>(action: string, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body),
    onSuccess: (result) => {
      if (result.retcode !== RETCODE.SUCCESS) return;
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
