import { useQuery } from '@tanstack/react-query';
import { collectCalls, type CollectType } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { COLLECT_KEY } from './query-keys';

/**
 * GET api/myCollect/checkMyCollect (ours): which of these items are in my favourites. Only asked
 * with a session: a visitor's hearts are all empty without a call.
 */
export function useCollected(collectType: CollectType, itemIds: readonly number[], enabled: boolean) {
  const ids = itemIds.join(',');
  return useQuery({
    ...callQueryOptions(collectCalls.checkMyCollect, { collectType, itemIds: ids }, [COLLECT_KEY, 'check', collectType, ids]),
    enabled: enabled && itemIds.length > 0,
  });
}
