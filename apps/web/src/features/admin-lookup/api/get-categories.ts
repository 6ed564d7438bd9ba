import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PharmacopoeiaVolume } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/categoryInfo/queryCatalogue: the volumes and their categories, for the filters and the form's category. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'categories'],
    queryFn: ({ signal }) => unwrap(request.get<PharmacopoeiaVolume[]>('/api/categoryInfo/queryCatalogue', {}, { signal })),
    staleTime: 10 * 60_000,
  });
}

export const useCategories = () => useQuery(categoriesQueryOptions());
