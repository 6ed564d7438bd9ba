import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ArticleSummary, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface LatestArticlesQuery {
  categoryId?: number;
  categoryCode?: string;
  limit: number;
}

/** §7 GET api/articleInfo/queryArticleInfo: the newest approved articles of a category, unpaged. */
export function getLatestArticles(query: LatestArticlesQuery, signal?: AbortSignal): Promise<ArticleSummary[]> {
  return unwrap(call(contentCalls.queryArticleInfo, { ...query }, { signal }));
}

export function getLatestArticlesQueryOptions(query: LatestArticlesQuery) {
  return queryOptions({
    queryKey: ['latest-articles', query.categoryId ?? null, query.categoryCode ?? null, query.limit],
    queryFn: ({ signal }) => getLatestArticles(query, signal),
  });
}

export function useLatestArticles(query: LatestArticlesQuery) {
  return useQuery(getLatestArticlesQueryOptions(query));
}
