import { orderCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** Ours: POST api/orderInfo/resubmitOrder — a rejected order (审核驳回), edited and sent for review again. */
export const useResubmitOrder = () => useCallMutation(orderCalls.resubmitOrder, [[ORDERS_KEY]]);
