import { Form, Modal } from 'antd';
import type { InvoiceBuyerInput } from '@tcm/shared';
import { useRequestInvoice } from '../api/invoice-moves';
import { BuyerFields, checkedBuyer } from './buyer-fields';
import { InvoiceTitlePicker } from './invoice-title-picker';
import { notifier } from '@/lib/notifier';

export interface RequestInvoiceDialogProps {
  orderId: number;
  /** 元: what the invoice will be for. */
  amount: string;
  /** Where the form starts: the invoice the order was placed with. */
  initial: InvoiceBuyerInput;
  onClose: () => void;
}

/** 申请开票: the buyer (from the order's checkout, or one of my saved titles), for the paid amount. */
export function RequestInvoiceDialog({ orderId, amount, initial, onClose }: RequestInvoiceDialogProps) {
  const [form] = Form.useForm();
  const request = useRequestInvoice();

  async function submit() {
    const buyer = checkedBuyer(form);
    if (!buyer) return;
    const res = await request.mutateAsync({ orderId, buyer });
    if (res.retcode !== 1) return void notifier().error(res.retmsg);
    void notifier().success(res.retmsg || '开票申请已提交');
    onClose();
  }

  return (
    <Modal open title="申请开票" okText="提交申请" cancelText="取消" onOk={() => void submit()} onCancel={onClose} confirmLoading={request.isPending} destroyOnHidden>
      <p data-testid="invoice-amount">
        开票金额：<strong>{amount}</strong>（订单实付金额，扣除退款）
      </p>
      <Form form={form} layout="vertical" initialValues={{ buyer: initial }}>
        <InvoiceTitlePicker onPick={(buyer) => form.setFieldsValue({ buyer })} />
        <BuyerFields />
      </Form>
    </Modal>
  );
}
