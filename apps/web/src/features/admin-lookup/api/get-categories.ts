import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/categoryInfo/queryCatalogue: the volumes and their categories, for the filters and the form's category. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'categories'],
    queryFn: ({ signal }) => unwrap(call(lookupCalls.queryCatalogue, {}, { signal })),
    staleTime: 10 * 60_000,
  });
}

export const useCategories = () => useQuery(categoriesQueryOptions());
