import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/deleteMyCollect: remove one of my favourites by its own id. */
export function deleteMyCollect(id: number): Promise<ApiEnvelope<null>> {
  return request.get<null>('/api/myCollect/deleteMyCollect', { id });
}

export function useDeleteMyCollect() {
  return useEnvelopeMutation((id: number) => deleteMyCollect(id), [[COLLECT_KEY]]);
}
