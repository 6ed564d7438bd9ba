import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** adminArticleQuerySchema's fields as the page sends them. */
export interface ArticleListQuery {
  categoryId?: number;
  status?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/article/query: every status, pinned first, then newest. */
export function articlesQueryOptions(query: ArticleListQuery) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'articles', query],
    queryFn: ({ signal }) => unwrap(call(adminContentCalls.articleQuery, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useAdminArticles = (query: ArticleListQuery) => useQuery(articlesQueryOptions(query));
