import { Link } from 'react-router';
import { Table, Tag } from 'antd';
import { formatDate, formatFen, URGENT_FLAG_LABELS, type OrderPage, type OrderSummary } from '@tcm/shared';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import { paths } from '@/config/paths';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';

export const orderDetailHref = (id: number) => `${paths.pcenterOrderDetail.path}?id=${id}`;

/** One page of my orders; each row carries exactly the buttons its status allows. */
export function OrderTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return (
    <Table<OrderSummary>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="order-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, align: 'center', hideOnSinglePage: true }}
      columns={[
        {
          title: '订单',
          key: 'no',
          width: 180,
          render: (_, o) => (
            <>
              <Link className={styles.orderNo} to={orderDetailHref(o.id)}>
                {o.orderNo}
              </Link>
              <div className={styles.hint}>{formatDate(o.createdAt, 'YYYY-MM-DD HH:mm')}</div>
            </>
          ),
        },
        { title: '检测机构', dataIndex: 'institutionName', width: 170 },
        {
          title: '样品 / 项目',
          key: 'sample',
          render: (_, o) => (
            <>
              {o.sampleName}
              {o.urgentFlag > 1 ? <Tag color="red" style={{ marginLeft: 6 }}>{URGENT_FLAG_LABELS[o.urgentFlag]}</Tag> : null}
              <div className={styles.hint}>{o.itemNames.join('、')}</div>
            </>
          ),
        },
        { title: '金额', key: 'amount', width: 100, render: (_, o) => <span className={styles.money}>{formatFen(o.amounts.totalFen)}</span> },
        { title: '状态', key: 'status', width: 110, render: (_, o) => <OrderStatusTag status={o.status} name={o.statusName} /> },
        {
          title: '操作',
          key: 'actions',
          width: 190,
          render: (_, o) => (
            <>
              <OrderActions order={o} />
              <Link to={orderDetailHref(o.id)} style={{ display: 'inline-block', marginTop: 6 }}>
                查看详情
              </Link>
            </>
          ),
        },
      ]}
    />
  );
}
