import { addressCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/setDefaultAddress (issue #20): the address checkout starts from (`mutate({ id })`). */
export const useSetDefaultAddress = () => useCallMutation(addressCalls.setDefaultAddress, [[ADDRESSES_KEY]]);
