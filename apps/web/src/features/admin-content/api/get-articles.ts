import { useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_CONTENT_KEY } from './query-keys';

/**
 * adminArticleQuerySchema's fields as the page sends them. Kept by hand rather than the endpoint's
 * input: the toolbar's selects read categoryId and status as numbers, which the coerced schema types unknown.
 */
export interface ArticleListQuery {
  categoryId?: number;
  status?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/article/query: every status, pinned first, then newest. */
export const useAdminArticles = (query: ArticleListQuery) =>
  useQuery(pagedCallQueryOptions(adminContentCalls.articleQuery, query, [ADMIN_CONTENT_KEY, 'articles', query]));
