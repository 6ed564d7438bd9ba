import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** The fields the key lists; the page always says how many it shows. */
interface LatestArticlesQuery {
  categoryId?: number;
  categoryCode?: string;
  limit: number;
}

/** §7 GET api/articleInfo/queryArticleInfo: the newest approved articles of a category, unpaged. */
export const useLatestArticles = (query: LatestArticlesQuery) =>
  useQuery(callQueryOptions(contentCalls.queryArticleInfo, query, ['latest-articles', query.categoryId ?? null, query.categoryCode ?? null, query.limit]));
