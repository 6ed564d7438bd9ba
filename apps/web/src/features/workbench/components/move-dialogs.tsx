import { useState } from 'react';
import { Form, Input } from 'antd';
import { ORDER_ACTION_LABELS, provideContractBodySchema, reasonBodySchema, shipSampleBackBodySchema, UPLOAD_PDF_EXTENSION } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { CourierFields, type CourierValues, courierBody } from '@/components/courier-fields/courier-fields';
import { schemaRule } from '@/lib/form-rules';
import { useInstitutionOrder } from '../api/get-order';
import { useMove } from '../api/institution-moves';
import type { MoveDialogProps } from '@/components/order-actions/order-action-bar';
import { MoveModal, useSubmit, whenValid } from './move-modal';
import { type ReportSource, ReportSourceFields, reportSourceBody } from './report-source';
import styles from './workbench.module.css';

const REASON_MAX = 200; // reasonBodySchema's limit; the counter shows it, the rule says it
const reasonRule = schemaRule(reasonBodySchema.shape.reason);

/** 审核通过 / 确认收样: a move without a form, confirmed first. */
function ConfirmDialog({ move, question, ...props }: MoveDialogProps & { move: 'approveOrder' | 'confirmReceipt'; question: string }) {
  const send = useMove(move);
  const submit = useSubmit(props.onClose);
  const title = ORDER_ACTION_LABELS[move === 'approveOrder' ? 'approve' : 'confirmReceipt'];
  return (
    <MoveModal title={title} orderNo={props.orderNo} okText="确认" pending={send.isPending} onOk={() => void submit(send.mutateAsync({ orderId: props.orderId }))} onClose={props.onClose}>
      <p>{question}</p>
    </MoveModal>
  );
}
export const ApproveDialog = (p: MoveDialogProps) => <ConfirmDialog {...p} move="approveOrder" question="确认审核通过该订单？通过后请上传检测合同供委托方签订。" />;
export const ConfirmReceiptDialog = (p: MoveDialogProps) => <ConfirmDialog {...p} move="confirmReceipt" question="确认已收到该订单的样品，并开始检测？" />;

/** 审核驳回 / 驳回支付 / 退回订单: the reason is shown to the member on the order. */
function ReasonDialog({ move, hint, ...props }: MoveDialogProps & { move: 'rejectOrder' | 'rejectPayment' | 'returnOrder'; hint: string }) {
  const [form] = Form.useForm<{ reason: string }>();
  const send = useMove(move);
  const submit = useSubmit(props.onClose);
  const title = ORDER_ACTION_LABELS[move === 'rejectOrder' ? 'reject' : move];
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId: props.orderId, reason: v.reason })));
  return (
    <MoveModal title={title} orderNo={props.orderNo} pending={send.isPending} onOk={ok} onClose={props.onClose}>
      <p className={styles.hint}>{hint}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="原因" rules={[reasonRule]}>
          <Input.TextArea rows={4} showCount maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}
export const RejectDialog = (p: MoveDialogProps) => <ReasonDialog {...p} move="rejectOrder" hint="驳回后委托方可修改订单并重新提交。" />;
export const RejectPaymentDialog = (p: MoveDialogProps) => <ReasonDialog {...p} move="rejectPayment" hint="驳回后委托方需重新上传支付凭证。" />;
export const ReturnOrderDialog = (p: MoveDialogProps) => <ReasonDialog {...p} move="returnOrder" hint="退回后订单结束，请写明原因（如样品不符合检测要求）。" />;

/** 上传合同: one PDF, checked by the contract's own rule before it is sent. */
export function ProvideContractDialog(props: MoveDialogProps) {
  const [form] = Form.useForm<{ file: string }>();
  const send = useMove('provideContract');
  const submit = useSubmit(props.onClose);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId: props.orderId, contractUrl: v.file })));
  return (
    <MoveModal title={ORDER_ACTION_LABELS.provideContract} orderNo={props.orderNo} pending={send.isPending} onOk={ok} onClose={props.onClose}>
      <p className={styles.hint}>上传盖章的检测合同，委托方下载签字后回传。再次上传将替换之前的合同。</p>
      <Form form={form} layout="vertical">
        <Form.Item name="file" label="检测合同（PDF）" rules={[schemaRule(provideContractBodySchema.shape.contractUrl)]}>
          <Uploader accept={[UPLOAD_PDF_EXTENSION]} max={1} scene="contract" />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}

/**
 * 出具报告 (issue #21): the platform writes the report from the entered results (the institution's
 * letterhead, CMA/CNAS as ordered, each item with its limit, result and judgement, the conclusion and
 * the signature lines), or the institution uploads its own PDF (a LIMS of its own). Either way every
 * page is stamped with the QR code and the verification code.
 */
export function IssueReportDialog(props: MoveDialogProps) {
  const [form] = Form.useForm<{ file?: string }>();
  const [source, setSource] = useState<ReportSource>('generate');
  const send = useMove('issueReport');
  const submit = useSubmit(props.onClose);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId: props.orderId, ...reportSourceBody(source, v.file) })));
  return (
    <MoveModal title={ORDER_ACTION_LABELS.issueReport} orderNo={props.orderNo} pending={send.isPending} onOk={ok} onClose={props.onClose}>
      <p className={styles.hint}>平台将在报告每页加盖验证码与二维码，委托方可下载，任何人可扫码验证真伪。</p>
      <Form form={form} layout="vertical">
        <ReportSourceFields source={source} onChange={setSource} uploadLabel="检测报告（PDF）" />
      </Form>
    </MoveModal>
  );
}

/** 确认收款 / with the member's vouchers shown first, so the transfer is checked before it is confirmed. */
export function ConfirmPaymentDialog(props: MoveDialogProps) {
  const detail = useInstitutionOrder(props.orderId);
  const send = useMove('confirmPayment');
  const submit = useSubmit(props.onClose);
  const vouchers = detail.data?.voucherUrls ?? [];
  return (
    <MoveModal title={ORDER_ACTION_LABELS.confirmPayment} orderNo={props.orderNo} okText="确认收款" pending={send.isPending} onOk={() => void submit(send.mutateAsync({ orderId: props.orderId }))} onClose={props.onClose}>
      <p className={styles.hint}>请核对委托方上传的支付凭证与到账金额后确认。</p>
      <div data-testid="payment-vouchers">
        {detail.isPending ? '支付凭证加载中…' : vouchers.length === 0 ? '委托方未上传支付凭证' : <Uploader value={vouchers.join(',')} names={detail.data?.fileNames} edit={false} privateFiles fileLabel="支付凭证" accept={['jpg', 'jpeg', 'png', 'gif', 'pdf']} />}
      </div>
    </MoveModal>
  );
}

const COURIER_RULES = { courier: [schemaRule(shipSampleBackBodySchema.shape.courier)], trackingNo: [schemaRule(shipSampleBackBodySchema.shape.trackingNo)] };

/** 回寄样品: the tracking number and courier of the sample going back to the member (recognised from the number, issue #22). */
export function ShipSampleBackDialog(props: MoveDialogProps) {
  const [form] = Form.useForm<CourierValues>();
  const send = useMove('shipSampleBack');
  const submit = useSubmit(props.onClose);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId: props.orderId, ...courierBody(v) })));
  return (
    <MoveModal title={ORDER_ACTION_LABELS.shipSampleBack} orderNo={props.orderNo} pending={send.isPending} onOk={ok} onClose={props.onClose}>
      <Form form={form} layout="vertical">
        <CourierFields rules={COURIER_RULES} />
      </Form>
    </MoveModal>
  );
}
