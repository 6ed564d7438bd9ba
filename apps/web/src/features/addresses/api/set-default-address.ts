import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/setDefaultAddress (issue #20): the address checkout starts from. */
export function setDefaultAddress(id: number): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/memberAddress/setDefaultAddress', { id });
}

export function useSetDefaultAddress() {
  return useEnvelopeMutation(setDefaultAddress, [[ADDRESSES_KEY]]);
}
