import { Link } from 'react-router';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { formatDate, formatFen, URGENT_FLAG_LABELS, type OrderPage, type OrderSummary } from '@tcm/shared';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import { workbenchOrderHref } from '../hrefs';
import { WorkbenchActions } from './workbench-actions';
import styles from './workbench.module.css';

const COLUMNS: readonly TableColumn<OrderSummary>[] = [
  {
    key: 'no',
    title: '订单号',
    width: 170,
    render: (o) => (
      <Link className={styles.orderNo} to={workbenchOrderHref(o.id)}>
        {o.orderNo}
      </Link>
    ),
  },
  {
    key: 'sample',
    title: '样品 / 项目',
    render: (o) => (
      <>
        {o.sampleName}
        {o.urgentFlag > 1 ? (
          <Tag color="red" style={{ marginLeft: 6 }}>
            {URGENT_FLAG_LABELS[o.urgentFlag]}
          </Tag>
        ) : null}
        <div className={styles.hint}>{o.itemNames.join('、')}</div>
      </>
    ),
  },
  { key: 'member', title: '委托方', width: 120, render: (o) => o.memberName },
  { key: 'amount', title: '金额', width: 110, render: (o) => <span className={styles.money}>{formatFen(o.amounts.totalFen)}</span> },
  { key: 'status', title: '状态', width: 110, render: (o) => <OrderStatusTag status={o.status} name={o.statusName} /> },
  { key: 'placed', title: '下单时间', width: 150, render: (o) => formatDate(o.createdAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 200,
    render: (o) => (
      <>
        <WorkbenchActions order={o} />
        <Link className={styles.detailLink} to={workbenchOrderHref(o.id)}>
          查看详情
        </Link>
      </>
    ),
  },
];

/** One page of the institution's orders; each row carries exactly the buttons its status allows. */
export function OrderQueueTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return (
    <PagedTable<OrderSummary> data-testid="queue-table" columns={COLUMNS} page={page} rowKey={(o) => o.id} loading={loading} onPage={onPage} pagerAlign="center" totalUnit="单" />
  );
}
