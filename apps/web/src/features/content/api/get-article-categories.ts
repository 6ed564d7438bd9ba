import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ArticleCategory, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET articleCategory/queryArticleCategory: the children of a category; parentId 0 gives the top level. */
export function getArticleCategories(parentId: number, signal?: AbortSignal): Promise<ArticleCategory[]> {
  return unwrap(call(contentCalls.queryArticleCategory, { parentId }, { signal }));
}

export function getArticleCategoriesQueryOptions(parentId: number) {
  return queryOptions({
    queryKey: ['article-categories', parentId],
    queryFn: ({ signal }) => getArticleCategories(parentId, signal),
    // The category tree is configuration: one read per visit is enough.
    staleTime: 10 * 60_000,
  });
}

export function useArticleCategories(parentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getArticleCategoriesQueryOptions(parentId), enabled: options.enabled ?? true });
}
