import { Form, Modal, Skeleton } from 'antd';
import { notifier } from '@/lib/notifier';
import { ORDER_MESSAGES, RETCODE } from '@tcm/shared';
import type { CheckoutValues } from '../checkout-draft';
import { useOrder } from '../api/get-order';
import { useResubmitOrder } from '../api/resubmit-order';
import type { MoveDialogProps } from '@/components/order-actions/order-action-bar';
import { OrderFormFields } from './order-form-fields';

/** 修改并重新提交: a rejected order's fields, edited, go back for review (its items stay with its institution). */
export function ResubmitDialog({ orderId, orderNo, onClose }: MoveDialogProps) {
  const message = notifier();
  const [form] = Form.useForm<CheckoutValues>();
  const detail = useOrder(orderId);
  const resubmit = useResubmitOrder();
  const order = detail.data;

  const ok = async () => {
    if (!order) return;
    try {
      const values = await form.validateFields();
      const items = order.items.map((i) => ({ testServiceId: i.testServiceId, sampleCount: i.sampleCount }));
      // The items stay as ordered, and so does a sample sheet's 样品清单 (its counts are the items').
      const result = await resubmit.mutateAsync({ ...values, orderId, items, samples: order.samples });
      if (result.retcode !== RETCODE.SUCCESS) return message.error(result.retmsg);
      message.success(result.retmsg || ORDER_MESSAGES.moved);
      onClose();
    } catch {
      // invalid fields show their messages; the request client has shown transport errors
    }
  };

  return (
    <Modal open title={`修改并重新提交 · ${orderNo}`} okText="重新提交" cancelText="取消" width={820} confirmLoading={resubmit.isPending} onOk={() => void ok()} onCancel={onClose} destroyOnHidden>
      {order ? (
        <>
          {order.rejectReason ? <p style={{ color: '#cf1322' }}>驳回原因：{order.rejectReason}</p> : null}
          <Form<CheckoutValues>
            form={form}
            layout="horizontal"
            labelCol={{ flex: '90px' }}
            initialValues={{ sample: order.sample, urgentFlag: order.urgentFlag, testingBasis: order.testingBasis, qualification: order.qualification, invoice: order.invoice, autoInvoice: order.autoInvoice, contact: order.contact, remark: order.remark }}
          >
            <OrderFormFields />
          </Form>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
