import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, CollectType } from '@tcm/shared';
import { RETCODE } from '@tcm/shared';
import { request } from '@/lib/request';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/cacelMyCollect (spelled so): un-favourite by the item's type and id. */
export function cacelMyCollect(collectType: CollectType, itemId: number): Promise<ApiEnvelope<null>> {
  return request.get<null>('/api/myCollect/cacelMyCollect', { collectType, itemId });
}

export function useCacelMyCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectType, itemId }: { collectType: CollectType; itemId: number }) => cacelMyCollect(collectType, itemId),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [COLLECT_KEY] });
    },
  });
}
