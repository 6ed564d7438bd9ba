import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from '@tcm/shared';
import { RETCODE } from '@tcm/shared';
import { request } from '@/lib/request';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/deleteMyCollect: remove one of my favourites by its own id. */
export function deleteMyCollect(id: number): Promise<ApiEnvelope<null>> {
  return request.get<null>('/api/myCollect/deleteMyCollect', { id });
}

export function useDeleteMyCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMyCollect(id),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [COLLECT_KEY] });
    },
  });
}
