import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Table, Tag } from 'antd';
import { ORDER_STATUS, PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS, REFUND_REASON_MAX, REFUND_STATUS_LABELS, RETCODE, formatFen, type OrderStatus, type RefundView } from '@tcm/shared';
import { notifier } from '@/lib/notifier';
import { useInstitutionPayment, useRefund } from '../api/order-payment';

const REFUNDABLE: readonly OrderStatus[] = [ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED];

/**
 * 在线支付与退款 (issue #23) on the workbench's order: the online payment (shown as 在线支付 — paid
 * without a voucher), its refunds with their own status, and at 订单退回 / 已取消 the refund action:
 * an amount (partial allowed) and a reason. Nothing shows for an order paid by bank transfer.
 */
export function PaymentsBlock({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const state = useInstitutionPayment(orderId);
  const [open, setOpen] = useState(false);
  const paid = state.data?.payments.find((p) => p.status === 'paid');
  if (!paid) return null;
  const left = paid.amountFen - paid.refundedFen;
  return (
    <div data-testid="payments-block">
      <h3>在线支付</h3>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="支付方式">
          <Tag color="green">在线支付</Tag>
          {PAYMENT_CHANNEL_LABELS[paid.channel]}
        </Descriptions.Item>
        <Descriptions.Item label="状态">{PAYMENT_STATUS_LABELS[paid.status]}</Descriptions.Item>
        <Descriptions.Item label="金额">{formatFen(paid.amountFen)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{formatFen(paid.refundedFen)}</Descriptions.Item>
        <Descriptions.Item label="商户订单号">{paid.outTradeNo}</Descriptions.Item>
        <Descriptions.Item label="支付平台交易号">{paid.gatewayTradeNo ?? '—'}</Descriptions.Item>
      </Descriptions>
      {state.data && state.data.refunds.length > 0 ? (
        <Table<RefundView>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={state.data.refunds}
          columns={[
            { title: '退款单号', dataIndex: 'outRefundNo' },
            { title: '金额', dataIndex: 'amountFen', render: (v: number) => formatFen(v) },
            { title: '原因', dataIndex: 'reason' },
            { title: '发起', dataIndex: 'initiatedBy', render: (v: RefundView['initiatedBy']) => (v === 'gateway' ? '系统自动' : '本机构') },
            { title: '状态', dataIndex: 'status', render: (v: RefundView['status']) => REFUND_STATUS_LABELS[v] },
          ]}
        />
      ) : null}
      {REFUNDABLE.includes(status) && left > 0 ? (
        <Button style={{ marginTop: 12 }} onClick={() => setOpen(true)}>
          原路退款
        </Button>
      ) : null}
      {open ? <RefundDialog orderId={orderId} leftFen={left} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function RefundDialog({ orderId, leftFen, onClose }: { orderId: number; leftFen: number; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const refund = useRefund();
  // The server's refusal stays in the dialog (e.g. an issued invoice to 红冲 first), not only as a toast.
  const [refused, setRefused] = useState<string | null>(null);
  const ok = () =>
    void form.validateFields().then(async (v) => {
      try {
        setRefused(null);
        const r = await refund.mutateAsync({ orderId, amount: v.amount, reason: v.reason });
        if (r.retcode !== RETCODE.SUCCESS) return setRefused(r.retmsg);
        notifier().success(r.retmsg);
        onClose();
      } catch {
        // the request client has shown what went wrong
      }
    });
  return (
    <Modal open title="原路退款" okText="提交退款" cancelText="取消" confirmLoading={refund.isPending} onOk={ok} onCancel={onClose} destroyOnHidden>
      <p>可退金额：{formatFen(leftFen)}（可部分退款，款项原路退回委托方的支付账户）</p>
      {refused ? <Alert type="error" showIcon message={refused} style={{ marginBottom: 12 }} data-testid="refund-refused" /> : null}
      <Form form={form} layout="vertical" initialValues={{ amount: (leftFen / 100).toFixed(2) }}>
        <Form.Item name="amount" label="退款金额（元）" rules={[{ required: true, message: '请填写退款金额' }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }, { max: REFUND_REASON_MAX, message: `退款原因不能超过${REFUND_REASON_MAX}个字` }]}>
          <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
