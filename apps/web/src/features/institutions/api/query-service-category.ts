import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ServiceCategory, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/serviceCategory/queryServiceCategory: the whole two-level tree. */
export function queryServiceCategory(signal?: AbortSignal): Promise<ServiceCategory[]> {
  return unwrap(call(institutionCalls.queryServiceCategory, undefined, { signal }));
}

export function queryServiceCategoryQueryOptions() {
  return queryOptions({
    queryKey: ['institutions', 'service-categories'],
    queryFn: ({ signal }) => queryServiceCategory(signal),
    // The tree changes with an administrator's edit, not within a visit.
    staleTime: 30 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(queryServiceCategoryQueryOptions());
}
