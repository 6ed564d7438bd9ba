import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/deleteMyAddress (issue #20): removes one of my addresses. */
export function deleteMyAddress(id: number): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/memberAddress/deleteMyAddress', { id });
}

export function useDeleteMyAddress() {
  return useEnvelopeMutation(deleteMyAddress, [[ADDRESSES_KEY]]);
}
