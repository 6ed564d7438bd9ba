import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm } from 'antd';
import { ORDER_STATUS, PAYMENT_MESSAGES, REFUND_REASON_MAX, RETCODE, formatFen, type OrderStatus, type RefundView } from '@tcm/shared';
import { OnlinePaymentSummary } from '@/components/online-payment/online-payment-summary';
import { notifier } from '@/lib/notifier';
import { useInstitutionPayment, useRefund, useRetryRefund } from '../api/order-payment';

const REFUNDABLE: readonly OrderStatus[] = [ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED];

/**
 * 在线支付与退款 (issue #23) on the workbench's order: the online payment (shown as 在线支付 — paid
 * without a voucher), its refunds with their own status, and at 订单退回 / 已取消 the refund action:
 * an amount (partial allowed) and a reason. A refund the gateway reported abnormal (退款异常) shows
 * the gateway's words and can be started again (same amount). Nothing shows for an order paid by bank transfer.
 */
export function PaymentsBlock({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const state = useInstitutionPayment(orderId);
  const [open, setOpen] = useState(false);
  const paid = state.data?.payments.find((p) => p.status === 'paid');
  if (!paid) return null;
  const left = paid.amountFen - paid.refundedFen;
  return (
    <div data-testid="payments-block">
      <OnlinePaymentSummary state={state.data} viewer="institution" refundAction={(r) => (r.status === 'abnormal' ? <RetryRefund orderId={orderId} refund={r} /> : null)} />
      {REFUNDABLE.includes(status) && left > 0 ? (
        <Button style={{ marginTop: 12 }} onClick={() => setOpen(true)}>
          原路退款
        </Button>
      ) : null}
      {open ? <RefundDialog orderId={orderId} leftFen={left} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function RetryRefund({ orderId, refund }: { orderId: number; refund: RefundView }) {
  const retry = useRetryRefund();
  const go = async () => {
    try {
      const r = await retry.mutateAsync({ orderId, refundId: refund.id });
      if (r.retcode !== RETCODE.SUCCESS) return notifier().error(r.retmsg);
      notifier().success(r.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  return (
    <Popconfirm title={`重新发起退款 ${formatFen(refund.amountFen)}？`} description="将以原金额向支付平台重新提交退款" okText="重新退款" cancelText="取消" onConfirm={go}>
      <Button size="small" danger loading={retry.isPending}>
        重新退款
      </Button>
    </Popconfirm>
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
        // The refund is recorded either way; a gateway's refusal is not a success to the staff member.
        if (r.retmsg === PAYMENT_MESSAGES.refundFailed) return notifier().error(r.retmsg);
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
