import type { ReactNode } from 'react';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS, formatDate, formatFen, type OrderPaymentState, type RefundView } from '@tcm/shared';

const REFUND_COLOURS: Record<RefundView['status'], string> = { processing: 'processing', succeeded: 'green', failed: 'default', abnormal: 'red' };
/** Who started a refund, in the words of the side reading it (a refund the gateway's late notification caused is the system's). */
const INITIATORS = { member: { institution: '检测机构', gateway: '系统自动' }, institution: { institution: '本机构', gateway: '系统自动' } } as const;

/**
 * 在线支付 (issue #23) as both sides of an order read it: the paid online payment (channel, amount,
 * what is refunded, the trade numbers) and each refund with its own status. Nothing when the order
 * was not paid online (a bank transfer shows its vouchers instead). A refund the gateway could not
 * complete shows the gateway's words; `refundAction` adds the institution's action per refund (重新退款).
 */
export function OnlinePaymentSummary({ state, viewer, refundAction }: { state: OrderPaymentState | undefined; viewer: 'member' | 'institution'; refundAction?: (refund: RefundView) => ReactNode }) {
  const paid = state?.payments.find((p) => p.status === 'paid');
  if (!state || !paid) return null;
  return (
    <div data-testid="online-payment">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="支付方式">
          <Tag color="green">在线支付</Tag>
          {PAYMENT_CHANNEL_LABELS[paid.channel]}
        </Descriptions.Item>
        <Descriptions.Item label="支付状态">{PAYMENT_STATUS_LABELS[paid.status]}</Descriptions.Item>
        <Descriptions.Item label="支付金额">{formatFen(paid.amountFen)}</Descriptions.Item>
        <Descriptions.Item label="退款金额">{formatFen(paid.refundedFen)}</Descriptions.Item>
        <Descriptions.Item label="商户订单号">{paid.outTradeNo}</Descriptions.Item>
        <Descriptions.Item label="支付平台交易号">{paid.gatewayTradeNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="支付时间" span={2}>
          {paid.paidAt ? formatDate(paid.paidAt) : '—'}
        </Descriptions.Item>
      </Descriptions>
      {state.refunds.length > 0 ? (
        <Table<RefundView>
          data-testid="refund-table"
          style={{ marginTop: 12 }}
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={state.refunds}
          columns={[
            { title: '退款单号', dataIndex: 'outRefundNo' },
            { title: '退款金额', dataIndex: 'amountFen', render: (v: number) => formatFen(v) },
            { title: '退款原因', dataIndex: 'reason' },
            { title: '发起方', dataIndex: 'initiatedBy', render: (v: RefundView['initiatedBy']) => INITIATORS[viewer][v] },
            { title: '状态', key: 'status', render: (_, r) => <RefundState refund={r} /> },
            { title: '退款时间', key: 'at', render: (_, r) => (r.refundedAt ? formatDate(r.refundedAt) : '—') },
            ...(refundAction ? [{ title: '操作', key: 'action', render: (_: unknown, r: RefundView) => refundAction(r) }] : []),
          ]}
        />
      ) : null}
    </div>
  );
}

function RefundState({ refund }: { refund: RefundView }) {
  return (
    <span>
      <Tag color={REFUND_COLOURS[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Tag>
      {refund.detail && refund.status !== 'succeeded' ? <Typography.Text type="secondary">支付平台：{refund.detail}</Typography.Text> : null}
    </span>
  );
}
