import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TestItem, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testItem/getTestItemList: every test item (31 seeded), filtered on the page by category and trait. */
export function getTestItemList(signal?: AbortSignal): Promise<TestItem[]> {
  return unwrap(call(institutionCalls.getTestItemList, {}, { signal }));
}

export function getTestItemListQueryOptions() {
  return queryOptions({ queryKey: [DETECTION_KEY, 'items'], queryFn: ({ signal }) => getTestItemList(signal), staleTime: 10 * 60_000 });
}

export function useTestItems() {
  return useQuery(getTestItemListQueryOptions());
}
