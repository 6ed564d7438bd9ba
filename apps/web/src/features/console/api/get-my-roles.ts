import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** Which consoles the signed-in account may open (every console call still checks the role itself). */
export interface MyRoles {
  operator: boolean;
  institution: { id: number; name: string } | null;
}

/**
 * GET api/console/getMyRoles. `quiet` for the header's entry link: an expired session there
 * must not toast or send the visitor to /login — the link just does not show.
 */
export function getMyRoles(quiet: boolean, signal?: AbortSignal): Promise<MyRoles> {
  return unwrap(request.get<MyRoles>('/api/console/getMyRoles', {}, { signal, quiet }));
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
