import { collectCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { COLLECT_KEY } from './query-keys';

/** §7 POST api/myCollect/addMyCollect. Idempotent on the server: collecting twice answers the same record. */
export const useAddMyCollect = () => useCallMutation(collectCalls.addMyCollect, [[COLLECT_KEY]]);
