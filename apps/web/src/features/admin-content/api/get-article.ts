import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticleDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/article/get?id=: the article as stored, for the form. */
export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'article', id],
    queryFn: ({ signal }) => unwrap(request.get<AdminArticleDetail>('/api/admin/article/get', { id }, { signal })),
  });
}

export function useAdminArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
}
