import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** §7 POST api/orderInfo/payOrder: offline transfer — the vouchers the member uploaded. */
export const usePayOrder = () => useCallMutation(orderCalls.payOrder, [[ORDERS_KEY]]);
