import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** §7 POST api/orderInfo/cancelOrder: from 待审核, 待签订合同 or 待支付 to 已取消. */
export const useCancelOrder = () => useCallMutation(orderCalls.cancelOrder, [[ORDERS_KEY]]);
