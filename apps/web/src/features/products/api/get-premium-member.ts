import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Supplier, supplierCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { SUPPLIERS_KEY } from './query-keys';

/** §7 GET sysMember/getPremiumMember: 优质会员 (the mall's side column). */
export function getPremiumMember(limit: number, signal?: AbortSignal): Promise<Supplier[]> {
  return unwrap(call(supplierCalls.getPremiumMember, { limit }, { signal }));
}

export function getPremiumMemberQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [SUPPLIERS_KEY, 'premium', limit],
    queryFn: ({ signal }) => getPremiumMember(limit, signal),
  });
}

export function usePremiumMembers(limit = 8) {
  return useQuery(getPremiumMemberQueryOptions(limit));
}
