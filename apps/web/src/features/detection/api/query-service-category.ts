import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ServiceCategory, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/serviceCategory/queryServiceCategory: the whole category tree, unpaged. */
export function queryServiceCategory(signal?: AbortSignal): Promise<ServiceCategory[]> {
  return unwrap(call(institutionCalls.queryServiceCategory, undefined, { signal }));
}

export function queryServiceCategoryQueryOptions() {
  return queryOptions({ queryKey: [DETECTION_KEY, 'categories'], queryFn: ({ signal }) => queryServiceCategory(signal), staleTime: 10 * 60_000 });
}

export function useServiceCategories() {
  return useQuery(queryServiceCategoryQueryOptions());
}
