import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/**
 * §7 GET articleCategory/findArticleCategory (paged): the whole category tree
 * fits in one page, so a page can find any category's parent and siblings.
 */
export const useAllCategories = () =>
  useQuery({
    ...callQueryOptions(contentCalls.findArticleCategory, { pageNum: 1, pageSize: MAX_PAGE_SIZE }, ['article-categories', 'all']),
    staleTime: 10 * 60_000,
  });
