import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** §7 POST api/orderInfo/placeOrder: one order per institution; the submission id makes a double click one order. */
export const usePlaceOrder = () => useCallMutation(orderCalls.placeOrder, [[ORDERS_KEY]]);
