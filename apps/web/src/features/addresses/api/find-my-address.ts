import { useQuery } from '@tanstack/react-query';
import { addressCalls, type MemberAddress } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADDRESSES_KEY } from './query-keys';

/** GET api/memberAddress/findMyAddress (issue #20): my address book, default first. */
export function findMyAddress(signal?: AbortSignal): Promise<MemberAddress[]> {
  return unwrap(call(addressCalls.findMyAddress, undefined, { signal }));
}

export function useMyAddresses() {
  return useQuery({ queryKey: [ADDRESSES_KEY, 'list'], queryFn: ({ signal }) => findMyAddress(signal) });
}
