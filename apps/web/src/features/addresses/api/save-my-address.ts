import type { ApiEnvelope, MemberAddress, SaveMyAddressBody } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/saveMyAddress (issue #20): a new address, or an edit of one of mine (with its id). */
export function saveMyAddress(body: SaveMyAddressBody): Promise<ApiEnvelope<MemberAddress>> {
  return request.post<MemberAddress>('/api/memberAddress/saveMyAddress', body);
}

export function useSaveMyAddress() {
  return useEnvelopeMutation(saveMyAddress, [[ADDRESSES_KEY]]);
}
