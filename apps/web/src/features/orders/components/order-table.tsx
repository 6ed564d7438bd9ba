import type { OrderPage } from '@tcm/shared';
import { OrderListTable, type OrderListSide } from '@/components/order-list/order-list-table';
import { paths } from '@/config/paths';
import { OrderActions } from './order-actions';

export const orderDetailHref = (id: number) => paths.pcenterOrderDetail.getHref(id);

const MINE: OrderListSide = {
  testId: 'order-table',
  detailHref: orderDetailHref,
  actions: (o) => <OrderActions order={o} />,
  numberTitle: '订单',
  numberWidth: 180,
  dateUnderNumber: true,
  party: { title: '检测机构', width: 170, value: (o) => o.institutionName, after: 'number' },
  amountWidth: 100,
  placedColumn: false,
  actionsWidth: 190,
};

/** One page of my orders; each row carries exactly the buttons its status allows. */
export function OrderTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return <OrderListTable side={MINE} page={page} loading={loading} onPage={onPage} />;
}
