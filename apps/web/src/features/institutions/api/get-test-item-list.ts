import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TestItem, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/testItem/getTestItemList: every test item (the settlement form groups them by category). */
export function getTestItemList(signal?: AbortSignal): Promise<TestItem[]> {
  return unwrap(call(institutionCalls.getTestItemList, {}, { signal }));
}

export function getTestItemListQueryOptions() {
  return queryOptions({
    queryKey: ['institutions', 'test-items'],
    queryFn: ({ signal }) => getTestItemList(signal),
    staleTime: 30 * 60_000,
  });
}

export function useTestItems() {
  return useQuery(getTestItemListQueryOptions());
}
