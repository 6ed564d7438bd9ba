import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiEnvelope, type MemberDetail, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import type { RequestOptions } from '@/lib/request';

/**
 * §7 GET api/sysMember/getMemberDetail: the signed-in member's own profile. `handoff`: the token came
 * in an address from another sub-platform — the server refuses it for operators and institution staff (issue #17).
 */
export function getMemberDetail(userId: number, options: RequestOptions = {}, { handoff = false } = {}): Promise<ApiEnvelope<MemberDetail>> {
  return call(accountCalls.getMemberDetail, { userId, handoff: handoff ? '1' : undefined }, options);
}

export function getMemberDetailQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['member-detail', userId],
    queryFn: ({ signal }) => getMemberDetail(userId, { signal }),
  });
}

export function useMemberDetail(userId: number | null) {
  return useQuery({ ...getMemberDetailQueryOptions(userId ?? 0), enabled: userId !== null });
}
