import { Link } from 'react-router';
import { formatDate, formatFen, URGENT_FLAG_LABELS, type OrderPage, type OrderSummary } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import { paths } from '@/config/paths';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';


export const orderDetailHref = (id: number) => paths.pcenterOrderDetail.getHref(id);

const COLUMNS: readonly TableColumn<OrderSummary>[] = [
  {
    key: 'no',
    title: '订单',
    width: 180,
    render: (o) => (
      <>
        <Link className={styles.orderNo} to={orderDetailHref(o.id)}>
          {o.orderNo}
        </Link>
        <div className={styles.hint}>{formatDate(o.createdAt, 'YYYY-MM-DD HH:mm')}</div>
      </>
    ),
  },
  { key: 'institution', title: '检测机构', width: 170, render: (o) => o.institutionName },
  {
    key: 'sample',
    title: '样品 / 项目',
    render: (o) => (
      <>
        {o.sampleName}
        {o.urgentFlag > 1 ? (
          <Tag color="red" className={styles.urgent}>
            {URGENT_FLAG_LABELS[o.urgentFlag]}
          </Tag>
        ) : null}
        <div className={styles.hint}>{o.itemNames.join('、')}</div>
      </>
    ),
  },
  { key: 'amount', title: '金额', width: 100, render: (o) => <span className={styles.money}>{formatFen(o.amounts.totalFen)}</span> },
  { key: 'status', title: '状态', width: 110, render: (o) => <OrderStatusTag status={o.status} name={o.statusName} /> },
  {
    key: 'actions',
    title: '操作',
    width: 190,
    render: (o) => (
      <>
        <OrderActions order={o} />
        <Link to={orderDetailHref(o.id)} style={{ display: 'inline-block', marginTop: 6 }}>
          查看详情
        </Link>
      </>
    ),
  },
];

/** One page of my orders; each row carries exactly the buttons its status allows. */
export function OrderTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return (
    <PagedTable<OrderSummary> data-testid="order-table" columns={COLUMNS} page={page} rowKey={(o) => o.id} loading={loading} onPage={onPage} pagerAlign="center" />
  );
}
