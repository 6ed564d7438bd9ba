import { institutionOrderCalls } from '@tcm/shared';
import { type OrderListQuery, useOrderPage } from '@/lib/order-page-query';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/queryOrder: our institution's orders, paged, with the counts per status for the tabs. */
export const useOrderQueue = (query: OrderListQuery) => useOrderPage(institutionOrderCalls.queryOrder, [WORKBENCH_KEY, 'orders'], query);
