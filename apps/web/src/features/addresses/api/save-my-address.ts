import { addressCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/saveMyAddress (issue #20): a new address, or an edit of one of mine (with its id). */
export const useSaveMyAddress = () => useCallMutation(addressCalls.saveMyAddress, [[ADDRESSES_KEY]]);
