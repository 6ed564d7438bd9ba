import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ArticleSummary, type PageResult, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface ArticleListQuery {
  categoryId?: number | null;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/articleInfo/findArticleInfo: approved articles, a category with its children, pinned first. */
export function getArticleList(query: ArticleListQuery, signal?: AbortSignal): Promise<PageResult<ArticleSummary>> {
  return unwrap(call(contentCalls.findArticleInfo, { ...query }, { signal }));
}

export function getArticleListQueryOptions(query: ArticleListQuery) {
  return queryOptions({
    queryKey: ['article-list', query.categoryId ?? null, query.keyword ?? '', query.pageNum, query.pageSize],
    queryFn: ({ signal }) => getArticleList(query, signal),
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(query: ArticleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getArticleListQueryOptions(query), enabled: options.enabled ?? true });
}
