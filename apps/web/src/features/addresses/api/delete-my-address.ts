import { addressCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADDRESSES_KEY } from './query-keys';

/** POST api/memberAddress/deleteMyAddress (issue #20): removes one of my addresses (`mutate({ id })`). */
export const useDeleteMyAddress = () => useCallMutation(addressCalls.deleteMyAddress, [[ADDRESSES_KEY]]);
