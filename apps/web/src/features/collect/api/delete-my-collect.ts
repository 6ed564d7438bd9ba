import { collectCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 GET api/myCollect/deleteMyCollect: remove one of my favourites by its own id (`mutate(id)`). */
export const useDeleteMyCollect = () => useEnvelopeMutation((id: number) => call(collectCalls.deleteMyCollect, { id }), [[COLLECT_KEY]]);
