import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import type { OrderInvoice } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { useIssueInvoice, useReverseInvoice, useReverseInvoiceOnly } from '../api/invoice-moves';
import { notifier } from '@/lib/notifier';

export interface IssueInvoiceDialogProps {
  invoice: OrderInvoice;
  /** 'reverse': 红冲 the issued invoice and issue its replacement. */
  mode: 'issue' | 'reverse';
  /** The order's money goes back (订单退回/已取消): a 红冲 may also be done without a replacement. */
  reverseOnlyAllowed?: boolean;
  onClose: () => void;
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 开具发票 / 红冲: the e-invoice PDF, its number and date (and for a 红冲, why). */
export function IssueInvoiceDialog({ invoice, mode, reverseOnlyAllowed = false, onClose }: IssueInvoiceDialogProps) {
  const [form] = Form.useForm();
  const [fileUrl, setFileUrl] = useState('');
  const [reissue, setReissue] = useState(true);
  const issue = useIssueInvoice();
  const reverse = useReverseInvoice();
  const reverseOnly = useReverseInvoiceOnly();
  const pending = issue.isPending || reverse.isPending || reverseOnly.isPending;
  const only = mode === 'reverse' && !reissue;

  async function submit() {
    const v = form.getFieldsValue() as { invoiceNo?: string; invoiceDate?: string; reason?: string };
    const body = { invoiceId: invoice.id, invoiceNo: v.invoiceNo ?? '', invoiceDate: v.invoiceDate ?? '', fileUrl };
    const res =
      mode === 'issue'
        ? await issue.mutateAsync(body)
        : only
          ? await reverseOnly.mutateAsync({ invoiceId: invoice.id, reason: v.reason ?? '' })
          : await reverse.mutateAsync({ ...body, reason: v.reason ?? '' });
    if (res.retcode !== 1) return void notifier().error(res.retmsg);
    void notifier().success(res.retmsg);
    onClose();
  }

  return (
    <Modal open title={mode === 'issue' ? '开具发票' : only ? '红冲发票' : '红冲并重开发票'} okText={mode === 'issue' ? '确认开票' : '确认红冲'} cancelText="取消" onOk={() => void submit()} onCancel={onClose} confirmLoading={pending} destroyOnHidden>
      <p>
        订单 {invoice.orderNo} · {invoice.buyer.typeName} · {invoice.buyer.title} · {invoice.amount}
      </p>
      {mode === 'reverse' && reverseOnlyAllowed ? (
        <Radio.Group value={reissue} onChange={(e) => setReissue(e.target.value as boolean)} style={{ marginBottom: 12 }}>
          <Radio value={true}>红冲并重开</Radio>
          <Radio value={false}>仅红冲（不重开）</Radio>
        </Radio.Group>
      ) : null}
      {mode === 'reverse' ? (
        <p>{only ? `原发票 ${invoice.invoiceNo} 将被标记为已红冲，不再开具新发票（订单款项退回）。` : `原发票 ${invoice.invoiceNo} 将被标记为已红冲，请上传新开具的电子发票。`}</p>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ invoiceDate: today() }}>
        {only ? null : (
          <>
            <Form.Item label="电子发票（PDF或OFD）" required>
              <Uploader value={fileUrl} onChange={setFileUrl} accept={['pdf', 'ofd']} max={1} scene="invoice" fileLabel="电子发票" />
            </Form.Item>
            <Form.Item name="invoiceNo" label="发票号码" required extra="8位或20位数字">
              <Input maxLength={20} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="invoiceDate" label="开票日期" required>
              <Input type="date" max={today()} />
            </Form.Item>
          </>
        )}
        {mode === 'reverse' ? (
          <Form.Item name="reason" label="红冲原因" required>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
