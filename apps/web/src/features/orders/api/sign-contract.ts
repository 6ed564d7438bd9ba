import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** Ours: POST api/orderInfo/signContract — the signed copy of the institution’s contract. */
export const useSignContract = () => useCallMutation(orderCalls.signContract, [[ORDERS_KEY]]);
