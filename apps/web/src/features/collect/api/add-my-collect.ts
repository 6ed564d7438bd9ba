import type { ApiEnvelope, CollectRecord, CollectType } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 POST api/myCollect/addMyCollect. Idempotent on the server: collecting twice answers the same record. */
export function addMyCollect(collectType: CollectType, itemId: number): Promise<ApiEnvelope<CollectRecord>> {
  return request.post<CollectRecord>('/api/myCollect/addMyCollect', { collectType, itemId });
}

export function useAddMyCollect() {
  return useEnvelopeMutation(({ collectType, itemId }: { collectType: CollectType; itemId: number }) => addMyCollect(collectType, itemId), [[COLLECT_KEY]]);
}
