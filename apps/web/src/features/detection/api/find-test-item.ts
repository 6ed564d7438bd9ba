import { useQuery } from '@tanstack/react-query';
import { catalogueCalls, MAX_PAGE_SIZE } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/**
 * §7 GET api/testItem/findTestItem: test items whose name, method or standard holds the words (paged;
 * the picker asks one full page). The items the server finds for `keyword`; idle while it is empty.
 */
export function useFoundTestItems(keyword: string) {
  const words = keyword.trim();
  return useQuery({
    ...pagedCallQueryOptions(catalogueCalls.findTestItem, { keyword: words, pageNum: 1, pageSize: MAX_PAGE_SIZE }, [DETECTION_KEY, 'find-items', words]),
    enabled: words !== '',
    staleTime: 10 * 60_000,
  });
}
