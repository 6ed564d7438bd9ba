import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueCalls, MAX_PAGE_SIZE, type PageResult, type TestItem } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testItem/findTestItem: test items whose name, method or standard holds the words (paged; the picker asks one full page). */
export function findTestItem(keyword: string, signal?: AbortSignal): Promise<PageResult<TestItem>> {
  return unwrap(call(catalogueCalls.findTestItem, { keyword, pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal }));
}

/** The items the server finds for `keyword`; idle while it is empty. */
export function useFoundTestItems(keyword: string) {
  const words = keyword.trim();
  return useQuery({
    queryKey: [DETECTION_KEY, 'find-items', words],
    queryFn: ({ signal }) => findTestItem(words, signal),
    enabled: words !== '',
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
