import { collectCalls, type CollectType } from '@tcm/shared';
import { call } from '@/lib/call';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/cacelMyCollect (spelled so): un-favourite by the item's type and id. */
export const useCancelMyCollect = () =>
  useEnvelopeMutation((query: { collectType: CollectType; itemId: number }) => call(collectCalls.cancelMyCollect, query), [[COLLECT_KEY]]);
