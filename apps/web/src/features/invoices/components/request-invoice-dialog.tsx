import { Form, Modal, Select } from 'antd';
import type { InvoiceBuyerInput } from '@tcm/shared';
import { useInvoiceTitles } from '../api/invoice-titles';
import { useRequestInvoice } from '../api/invoice-moves';
import { BuyerFields, checkedBuyer } from './buyer-fields';
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
  const titles = useInvoiceTitles();
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
        {titles.data?.length ? (
          <Form.Item label="使用已保存的发票抬头">
            <Select
              placeholder="选择发票抬头"
              aria-label="选择发票抬头"
              options={titles.data.map((t) => ({ value: t.id, label: `${t.title}（${t.typeName}）` }))}
              onChange={(id: number) => {
                const t = titles.data?.find((x) => x.id === id);
                if (t) form.setFieldsValue({ buyer: { type: t.type, title: t.title, taxNo: t.taxNo, address: t.address, phone: t.phone, bankName: t.bankName, bankAccount: t.bankAccount } });
              }}
            />
          </Form.Item>
        ) : null}
        <BuyerFields />
      </Form>
    </Modal>
  );
}
