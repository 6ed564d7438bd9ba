import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/articleCategory/tree: the two-level tree with article counts. */
export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'categories'],
    queryFn: ({ signal }) => unwrap(call(adminContentCalls.tree, undefined, { signal })),
  });
}

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
