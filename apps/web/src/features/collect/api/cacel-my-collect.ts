import type { ApiEnvelope, CollectType } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/cacelMyCollect (spelled so): un-favourite by the item's type and id. */
export function cacelMyCollect(collectType: CollectType, itemId: number): Promise<ApiEnvelope<null>> {
  return request.get<null>('/api/myCollect/cacelMyCollect', { collectType, itemId });
}

export function useCacelMyCollect() {
  return useEnvelopeMutation(({ collectType, itemId }: { collectType: CollectType; itemId: number }) => cacelMyCollect(collectType, itemId), [[COLLECT_KEY]]);
}
