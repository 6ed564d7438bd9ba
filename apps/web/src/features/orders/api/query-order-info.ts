import { orderCalls } from '@tcm/shared';
import { type OrderListQuery, useOrderPage } from '@/lib/order-page-query';
import { ORDERS_KEY } from './query-keys';

/** §7 GET api/orderInfo/queryOrderInfo: my orders, paged, with the counts per status for the tabs. */
export const useOrderList = (query: OrderListQuery) => useOrderPage(orderCalls.queryOrderInfo, [ORDERS_KEY, 'list'], query);
