import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, CollectRecord, CollectType } from '@tcm/shared';
import { RETCODE } from '@tcm/shared';
import { request } from '@/lib/request';
import { COLLECT_KEY } from './query-keys';

/** §7 POST api/myCollect/addMyCollect. Idempotent on the server: collecting twice answers the same record. */
export function addMyCollect(collectType: CollectType, itemId: number): Promise<ApiEnvelope<CollectRecord>> {
  return request.post<CollectRecord>('/api/myCollect/addMyCollect', { collectType, itemId });
}

export function useAddMyCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectType, itemId }: { collectType: CollectType; itemId: number }) => addMyCollect(collectType, itemId),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [COLLECT_KEY] });
    },
  });
}
