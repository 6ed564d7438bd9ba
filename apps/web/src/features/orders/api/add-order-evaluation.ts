import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** §7 POST api/orderEvaluation/addOrderEvaluation: once per completed order; shown after audit. */
export const useAddOrderEvaluation = () => useCallMutation(orderCalls.addOrderEvaluation, [[ORDERS_KEY]]);
