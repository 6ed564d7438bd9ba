import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryNode } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/articleCategory/tree: the two-level tree with article counts. */
export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'categories'],
    queryFn: ({ signal }) => unwrap(request.get<AdminCategoryNode[]>('/api/admin/articleCategory/tree', {}, { signal })),
  });
}

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
