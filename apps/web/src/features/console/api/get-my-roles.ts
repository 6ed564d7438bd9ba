import { useQuery } from '@tanstack/react-query';
import { consoleCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/**
 * GET api/console/getMyRoles. `quiet` for the header's entry link: an expired session there
 * must not toast or send the visitor to /login — the link just does not show. That request option
 * is why this read keeps its own queryFn: callQueryOptions passes the call only its signal.
 * Keyed by the account, so signing in as someone else asks again; roles rarely change within a visit.
 */
export function useMyRoles(userId: number | null, { quiet = false, enabled = true }: { quiet?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['console-roles', userId, quiet],
    queryFn: ({ signal }) => unwrap(call(consoleCalls.getMyRoles, undefined, { signal, quiet })),
    staleTime: 5 * 60_000,
    retry: false,
    enabled,
  });
}
