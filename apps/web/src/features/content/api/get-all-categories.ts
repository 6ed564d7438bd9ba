import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ArticleCategory, type PageResult, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/**
 * §7 GET articleCategory/findArticleCategory (paged): the whole category tree
 * fits in one page, so a page can find any category's parent and siblings.
 */
export function getAllCategories(signal?: AbortSignal): Promise<PageResult<ArticleCategory>> {
  return unwrap(call(contentCalls.findArticleCategory, { pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal }));
}

export function getAllCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['article-categories', 'all'],
    queryFn: ({ signal }) => getAllCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useAllCategories() {
  return useQuery(getAllCategoriesQueryOptions());
}
