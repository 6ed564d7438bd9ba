import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatFen, URGENT_FLAG_LABELS, type OrderPage, type OrderSummary } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import styles from './order-list.module.css';

/** What the member's and the institution's order lists show differently. */
export interface OrderListSide {
  /** Test id of the table (`order-table`, `queue-table`). */
  testId: string;
  detailHref: (id: number) => string;
  /** The row's buttons for this side (what the lifecycle allows). */
  actions: (order: OrderSummary) => ReactNode;
  /** The order number's column: the member's shows the date under it, the institution's has a column for it. */
  numberTitle: string;
  numberWidth: number;
  dateUnderNumber: boolean;
  /** The other party: the institution for a member, the client for an institution. */
  party: { title: string; width: number; value: (o: OrderSummary) => string; after: 'number' | 'sample' };
  amountWidth: number;
  /** A 下单时间 column after the status (the institution's list). */
  placedColumn: boolean;
  actionsWidth: number;
  totalUnit?: string;
}

const placed = (o: OrderSummary) => formatDate(o.createdAt, 'YYYY-MM-DD HH:mm');

function columnsOf(side: OrderListSide): TableColumn<OrderSummary>[] {
  const number: TableColumn<OrderSummary> = {
    key: 'no',
    title: side.numberTitle,
    width: side.numberWidth,
    render: (o) => (
      <>
        <Link className={styles.orderNo} to={side.detailHref(o.id)}>
          {o.orderNo}
        </Link>
        {side.dateUnderNumber ? <div className={styles.hint}>{placed(o)}</div> : null}
      </>
    ),
  };
  const party: TableColumn<OrderSummary> = { key: 'party', title: side.party.title, width: side.party.width, render: side.party.value };
  const sample: TableColumn<OrderSummary> = {
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
  };
  return [
    number,
    ...(side.party.after === 'number' ? [party, sample] : [sample, party]),
    { key: 'amount', title: '金额', width: side.amountWidth, render: (o) => <span className={styles.money}>{formatFen(o.amounts.totalFen)}</span> },
    { key: 'status', title: '状态', width: 110, render: (o) => <OrderStatusTag status={o.status} name={o.statusName} /> },
    ...(side.placedColumn ? [{ key: 'placed', title: '下单时间', width: 150, render: placed }] : []),
    {
      key: 'actions',
      title: '操作',
      width: side.actionsWidth,
      render: (o) => (
        <>
          {side.actions(o)}
          <Link className={styles.detailLink} to={side.detailHref(o.id)}>
            查看详情
          </Link>
        </>
      ),
    },
  ];
}

/**
 * One page of orders, the member's own or the institution's: each row carries exactly the buttons
 * its status allows and a link to the detail. The two sides differ only as `side` says.
 */
export function OrderListTable({ side, page, loading, onPage }: { side: OrderListSide; page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return (
    <PagedTable<OrderSummary>
      data-testid={side.testId}
      columns={columnsOf(side)}
      page={page}
      rowKey={(o) => o.id}
      loading={loading}
      onPage={onPage}
      pagerAlign="center"
      totalUnit={side.totalUnit}
    />
  );
}
