import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists; a page without a category passes null. */
interface ArticleListQuery {
  categoryId?: number | null;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/articleInfo/findArticleInfo: approved articles, a category with its children, pinned first; paging keeps the old page on screen. */
export const useArticleList = (query: ArticleListQuery, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...pagedCallQueryOptions(contentCalls.findArticleInfo, query, ['article-list', query.categoryId ?? null, query.keyword ?? '', query.pageNum, query.pageSize]),
    enabled: options.enabled ?? true,
  });
