import { useQuery } from '@tanstack/react-query';
import { addressCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADDRESSES_KEY } from './query-keys';

/** GET api/memberAddress/findMyAddress (issue #20): my address book, default first. */
export const useMyAddresses = () => useQuery(callQueryOptions(addressCalls.findMyAddress, undefined, [ADDRESSES_KEY, 'list']));
