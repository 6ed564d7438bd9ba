import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/dashboard: platform figures (under ADMIN_KEY, so a review refreshes its pending counts). */
export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => unwrap(call(adminCalls.dashboard, undefined, { signal })),
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
