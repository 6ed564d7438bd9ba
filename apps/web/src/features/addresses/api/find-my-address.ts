import { useQuery } from '@tanstack/react-query';
import type { MemberAddress } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADDRESSES_KEY } from './query-keys';

/** GET api/memberAddress/findMyAddress (issue #20): my address book, default first. */
export function findMyAddress(signal?: AbortSignal): Promise<MemberAddress[]> {
  return unwrap(request.get<MemberAddress[]>('/api/memberAddress/findMyAddress', undefined, { signal }));
}

export function useMyAddresses() {
  return useQuery({ queryKey: [ADDRESSES_KEY, 'list'], queryFn: ({ signal }) => findMyAddress(signal) });
}
