import { Link } from 'react-router';
import { Table, Tag } from 'antd';
import { formatDate, formatFen, URGENT_FLAG_LABELS, type OrderPage, type OrderSummary } from '@tcm/shared';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import { workbenchOrderHref } from '../hrefs';
import { WorkbenchActions } from './workbench-actions';
import styles from './workbench.module.css';

/** One page of the institution's orders; each row carries exactly the buttons its status allows. */
export function OrderQueueTable({ page, loading, onPage }: { page: OrderPage; loading: boolean; onPage: (pageNum: number) => void }) {
  return (
    <Table<OrderSummary>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="queue-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, align: 'center', hideOnSinglePage: true, showTotal: (n) => `共 ${n} 单` }}
      columns={[
        {
          title: '订单号',
          key: 'no',
          width: 170,
          render: (_, o) => (
            <Link className={styles.orderNo} to={workbenchOrderHref(o.id)}>
              {o.orderNo}
            </Link>
          ),
        },
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
        { title: '委托方', dataIndex: 'memberName', width: 120 },
        { title: '金额', key: 'amount', width: 110, render: (_, o) => <span className={styles.money}>{formatFen(o.amounts.totalFen)}</span> },
        { title: '状态', key: 'status', width: 110, render: (_, o) => <OrderStatusTag status={o.status} name={o.statusName} /> },
        { title: '下单时间', key: 'placed', width: 150, render: (_, o) => formatDate(o.createdAt, 'YYYY-MM-DD HH:mm') },
        {
          title: '操作',
          key: 'actions',
          width: 200,
          render: (_, o) => (
            <>
              <WorkbenchActions order={o} />
              <Link className={styles.detailLink} to={workbenchOrderHref(o.id)}>
                查看详情
              </Link>
            </>
          ),
        },
      ]}
    />
  );
}
