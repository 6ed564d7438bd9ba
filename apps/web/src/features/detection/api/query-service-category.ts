import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceCategory } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/serviceCategory/queryServiceCategory: the whole category tree, unpaged. */
export function queryServiceCategory(signal?: AbortSignal): Promise<ServiceCategory[]> {
  return unwrap(request.get<ServiceCategory[]>('/api/serviceCategory/queryServiceCategory', {}, { signal }));
}

export function queryServiceCategoryQueryOptions() {
  return queryOptions({ queryKey: [DETECTION_KEY, 'categories'], queryFn: ({ signal }) => queryServiceCategory(signal), staleTime: 10 * 60_000 });
}

export function useServiceCategories() {
  return useQuery(queryServiceCategoryQueryOptions());
}
