import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET articleCategory/queryArticleCategory: the children of a category; parentId 0 gives the top level. */
export const useArticleCategories = (parentId: number, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...callQueryOptions(contentCalls.queryArticleCategory, { parentId }, ['article-categories', parentId]),
    // The category tree is configuration: one read per visit is enough.
    staleTime: 10 * 60_000,
    enabled: options.enabled ?? true,
  });
