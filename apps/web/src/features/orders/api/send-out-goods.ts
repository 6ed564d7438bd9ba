import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** §7 POST api/orderInfo/sendOutGoods: the courier and tracking number of the samples sent. */
export const useSendOutGoods = () => useCallMutation(orderCalls.sendOutGoods, [[ORDERS_KEY]]);
