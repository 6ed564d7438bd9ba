import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/article/get?id=: the article as stored, for the form. */
export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'article', id],
    queryFn: ({ signal }) => unwrap(call(adminContentCalls.articleGet, { id }, { signal })),
  });
}

export function useAdminArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
}
