import type { OrderPage } from '@tcm/shared';
import { OrderListTable, type OrderListSide } from '@/components/order-list/order-list-table';
import { workbenchOrderHref } from '../hrefs';
import { WorkbenchActions } from './workbench-actions';

const OURS: OrderListSide = {
  testId: 'queue-table',
  detailHref: workbenchOrderHref,
  actions: (o) => <WorkbenchActions order={o} />,
  numberTitle: '订单号',
  numberWidth: 170,
  dateUnderNumber: false,
  party: { title: '委托方', width: 120, value: (o) => o.memberName, after: 'sample' },
  amountWidth: 110,
  placedColumn: true,
  actionsWidth: 200,
  totalUnit: '单',
};

/** One page of the institution's orders; each row carries exactly the buttons its status allows. */
export function OrderQueueTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return <OrderListTable side={OURS} page={page} loading={loading} onPage={onPage} />;
}
