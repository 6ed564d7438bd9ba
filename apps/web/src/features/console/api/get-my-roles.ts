import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls, type MyRoles } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/**
 * GET api/console/getMyRoles. `quiet` for the header's entry link: an expired session there
 * must not toast or send the visitor to /login — the link just does not show.
 */
export function getMyRoles(quiet: boolean, signal?: AbortSignal): Promise<MyRoles> {
  return unwrap(call(consoleCalls.getMyRoles, undefined, { signal, quiet }));
}

/** Keyed by the account, so signing in as someone else asks again; roles rarely change within a visit. */
export function getMyRolesQueryOptions(userId: number | null, quiet = false) {
  return queryOptions({
    queryKey: ['console-roles', userId, quiet],
    queryFn: ({ signal }) => getMyRoles(quiet, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useMyRoles(userId: number | null, options: { quiet?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...getMyRolesQueryOptions(userId, options.quiet), enabled: options.enabled ?? true });
}
