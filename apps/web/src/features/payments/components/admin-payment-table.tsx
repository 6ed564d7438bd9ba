import { Table, Tag } from 'antd';
import { type AdminPaymentRow, PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS, type PaymentStatus, REFUND_STATUS_LABELS, type RefundView, formatDate, formatFen } from '@tcm/shared';

const STATUS_COLOURS: Record<PaymentStatus, string> = { pending: 'orange', paid: 'green', closed: 'default' };
const REFUND_COLOURS: Record<RefundView['status'], string> = { processing: 'blue', succeeded: 'default', failed: 'default', abnormal: 'red' };

/** Our record beside the gateway's verified notification: the reconciliation's verdict, as the workbook says it. */
function check(r: AdminPaymentRow) {
  if (r.status !== 'paid') return <span>未支付</span>;
  return r.notifiedFen === r.amountFen ? <Tag color="green">一致</Tag> : <Tag color="red">不一致</Tag>;
}

const time = (iso: string | null) => (iso ? formatDate(iso) : '—');

export interface AdminPaymentTableProps {
  rows: readonly AdminPaymentRow[];
  /** Where an order number leads in the console. */
  orderHref: (orderNo: string) => string;
  pagination: React.ComponentProps<typeof Table>['pagination'];
  loading?: boolean;
}

/** A day's online payments: channel, our and the gateway's numbers, amount, status, times, the order, and each refund. */
export function AdminPaymentTable({ rows, orderHref, pagination, loading }: AdminPaymentTableProps) {
  return (
    <div data-testid="admin-payment-table">
      <Table<AdminPaymentRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...rows]}
        pagination={pagination as false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '订单号 / 检测机构',
            key: 'order',
            render: (_, r) => (
              <>
                <a href={orderHref(r.orderNo)}>{r.orderNo}</a>
                <br />
                <small>{r.institutionName}</small>
              </>
            ),
          },
          { title: '支付方式', key: 'channel', render: (_, r) => PAYMENT_CHANNEL_LABELS[r.channel] },
          { title: '商户订单号', dataIndex: 'outTradeNo' },
          { title: '支付平台交易号', key: 'gateway', render: (_, r) => r.gatewayTradeNo ?? '—' },
          { title: '金额', key: 'amount', align: 'right', render: (_, r) => formatFen(r.amountFen) },
          { title: '状态', key: 'status', render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{PAYMENT_STATUS_LABELS[r.status]}</Tag> },
          { title: '通知金额 / 核对', key: 'check', render: (_, r) => (r.notifiedFen === null ? check(r) : <>{formatFen(r.notifiedFen)} {check(r)}</>) },
          {
            title: '退款',
            key: 'refunds',
            render: (_, r) =>
              r.refunds.length === 0
                ? '—'
                : r.refunds.map((f) => (
                    <div key={f.id}>
                      {f.outRefundNo} {formatFen(f.amountFen)} <Tag color={REFUND_COLOURS[f.status]}>{REFUND_STATUS_LABELS[f.status]}</Tag>
                      <small>{time(f.refundedAt ?? f.createdAt)}</small>
                    </div>
                  )),
          },
          {
            title: '创建 / 支付时间',
            key: 'times',
            render: (_, r) => (
              <>
                {time(r.createdAt)}
                <br />
                <small>{time(r.paidAt)}</small>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
