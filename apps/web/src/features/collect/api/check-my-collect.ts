import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectCalls, type CollectType } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { COLLECT_KEY } from './query-keys';

/** GET api/myCollect/checkMyCollect (ours): which of these items are in my favourites. */
export function checkMyCollect(collectType: CollectType, itemIds: readonly number[], signal?: AbortSignal): Promise<number[]> {
  return unwrap(call(collectCalls.checkMyCollect, { collectType, itemIds: itemIds.join(',') }, { signal }));
}

export function checkMyCollectQueryOptions(collectType: CollectType, itemIds: readonly number[]) {
  return queryOptions({
    queryKey: [COLLECT_KEY, 'check', collectType, itemIds.join(',')],
    queryFn: ({ signal }) => checkMyCollect(collectType, itemIds, signal),
  });
}

/** Only asked with a session: a visitor's hearts are all empty without a call. */
export function useCollected(collectType: CollectType, itemIds: readonly number[], enabled: boolean) {
  return useQuery({ ...checkMyCollectQueryOptions(collectType, itemIds), enabled: enabled && itemIds.length > 0 });
}
