import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/dashboard: platform figures (under ADMIN_KEY, so a review refreshes its pending counts). */
export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => unwrap(request.get<AdminDashboard>('/api/admin/dashboard', undefined, { signal })),
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
