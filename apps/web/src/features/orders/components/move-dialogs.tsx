import { useState } from 'react';
import { Form, Input, Modal, Rate, Tabs } from 'antd';
import { notifier } from '@/lib/notifier';
import { ORDER_MESSAGES, required, RETCODE, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_PDF_EXTENSION, type ApiEnvelope } from '@tcm/shared';
import type { UploadExtension } from '@/components/uploader/upload-checks';
import type { MoveDialogProps } from '@/components/order-actions/order-action-bar';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { Uploader } from '@/components/uploader/uploader';
import { CourierFields, type CourierValues, courierBody } from '@/components/courier-fields/courier-fields';
import { ruleOf } from '@/lib/form-rules';
import { useOrder } from '../api/get-order';
import { useAddOrderEvaluation } from '../api/add-order-evaluation';
import { usePayOrder } from '../api/pay-order';
import { useSendOutGoods } from '../api/send-out-goods';
import { useSignContract } from '../api/sign-contract';
import { OnlinePay } from './online-pay';
import styles from './orders.module.css';

const need = ruleOf(required);
const VOUCHER_TYPES: readonly UploadExtension[] = [...UPLOAD_IMAGE_EXTENSIONS, UPLOAD_PDF_EXTENSION];
const splitPaths = (v: string | undefined) => (v ?? '').split(',').filter(Boolean);


/** Sends a move, says how it went and closes on success; a refusal keeps the dialog open with the server's words. */
function useSubmit(onClose: () => void) {
  const message = notifier();
  return async (pending: Promise<ApiEnvelope<unknown>>) => {
    try {
      const result = await pending;
      if (result.retcode !== RETCODE.SUCCESS) return message.error(result.retmsg);
      message.success(result.retmsg || ORDER_MESSAGES.moved);
      onClose();
    } catch {
      // the request client has shown what went wrong
    }
  };
}

function MoveModal({ title, orderNo, pending, onOk, onClose, children }: { title: string; orderNo: string; pending: boolean; onOk: () => void; onClose: () => void; children: React.ReactNode }) {
  return (
    <Modal open title={`${title} · ${orderNo}`} okText="提交" cancelText="取消" confirmLoading={pending} onOk={onOk} onCancel={onClose} destroyOnHidden width={560}>
      {children}
    </Modal>
  );
}

/**
 * 支付: 线下转账 (the spec's vouchers, as before) and, issue #23, 在线支付 beside it (a QR code;
 * the tab says so when the order's institution or the platform offers none). The dialog's OK
 * button submits the vouchers, so it shows on the transfer tab only.
 */
export function PayDialog({ orderId, orderNo, onClose }: MoveDialogProps) {
  const [form] = Form.useForm<{ vouchers: string }>();
  const [tab, setTab] = useState<'offline' | 'online'>('offline');
  const pay = usePayOrder();
  const submit = useSubmit(onClose);
  const ok = () => void form.validateFields().then((v) => submit(pay.mutateAsync({ orderId, voucherUrls: splitPaths(v.vouchers) })));
  const offline = (
    <>
      <p className={styles.hint}>请按合同约定金额对公转账，并上传转账回单或付款截图（图片或PDF）。</p>
      <Form form={form} layout="vertical">
        <Form.Item name="vouchers" label="支付凭证" rules={[{ required: true, message: ORDER_MESSAGES.voucherRequired }]}>
          <Uploader accept={VOUCHER_TYPES} max={10} scene="voucher" />
        </Form.Item>
      </Form>
    </>
  );
  return (
    <Modal
      open
      title={`上传支付凭证或在线支付 · ${orderNo}`}
      okText="提交"
      cancelText="取消"
      confirmLoading={pay.isPending}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={tab === 'online' ? null : undefined}
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'offline' | 'online')}
        items={[
          { key: 'offline', label: '线下转账', children: offline },
          { key: 'online', label: '在线支付', children: <OnlinePay orderId={orderId} onPaid={onClose} /> },
        ]}
      />
    </Modal>
  );
}

/** 签订合同: download the institution's contract, upload the signed copy (PDF). */
export function SignContractDialog({ orderId, orderNo, onClose }: MoveDialogProps) {
  const [form] = Form.useForm<{ signed: string }>();
  const detail = useOrder(orderId);
  const sign = useSignContract();
  const submit = useSubmit(onClose);
  const ok = () => void form.validateFields().then((v) => submit(sign.mutateAsync({ orderId, signedContractUrl: splitPaths(v.signed)[0] ?? '' })));
  const contractUrl = detail.data?.contractUrl;
  return (
    <MoveModal title="签订合同" orderNo={orderNo} pending={sign.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>
        第一步：{contractUrl ? (
          <PrivateFileLink path={contractUrl} fileName={`检测合同-${orderNo}`} data-testid="contract-download">
            下载机构合同
          </PrivateFileLink>
        ) : (
          '机构合同加载中…'
        )}
        ，签字盖章后扫描为PDF。第二步：上传签署后的合同。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="signed" label="已签署合同（PDF）" rules={[{ required: true, message: ORDER_MESSAGES.pdfRequired }]}>
          <Uploader accept={[UPLOAD_PDF_EXTENSION]} max={1} scene="contract" />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}

const COURIER_RULES = {
  courier: [need, { max: 30, message: '快递公司不能超过30个字' }],
  trackingNo: [need, { max: 30, message: '快递单号不能超过30位' }, { pattern: /^[A-Za-z0-9-]*$/, message: '快递单号只能包含字母、数字和横线' }],
};

/** 寄送样品: the tracking number and courier of the samples sent to the institution (the courier recognised from the number, issue #22). */
export function SendSamplesDialog({ orderId, orderNo, onClose }: MoveDialogProps) {
  const [form] = Form.useForm<CourierValues>();
  const send = useSendOutGoods();
  const submit = useSubmit(onClose);
  const ok = () => void form.validateFields().then((v) => submit(send.mutateAsync({ orderId, ...courierBody(v) })));
  return (
    <MoveModal title="寄送样品" orderNo={orderNo} pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>填写快递单号后将自动识别快递公司；登记后可在订单详情中查看实时物流。</p>
      <Form form={form} layout="vertical">
        <CourierFields rules={COURIER_RULES} />
      </Form>
    </MoveModal>
  );
}

interface Scores {
  service: number;
  timeliness: number;
  quality: number;
  content: string;
}
const scoreRule = { required: true, message: '请评分' };

/** 评价: once per completed order; shown on the institution's page after the platform's audit. */
export function EvaluateDialog({ orderId, orderNo, onClose }: MoveDialogProps) {
  const [form] = Form.useForm<Scores>();
  const evaluate = useAddOrderEvaluation();
  const submit = useSubmit(onClose);
  const ok = () => void form.validateFields().then((v) => submit(evaluate.mutateAsync({ orderId, ...v })));
  return (
    <MoveModal title="评价" orderNo={orderNo} pending={evaluate.isPending} onOk={ok} onClose={onClose}>
      <Form form={form} layout="horizontal" labelCol={{ flex: '90px' }} initialValues={{ service: 5, timeliness: 5, quality: 5 }}>
        <Form.Item name="service" label="服务态度" rules={[scoreRule]}>
          <Rate />
        </Form.Item>
        <Form.Item name="timeliness" label="检测时效" rules={[scoreRule]}>
          <Rate />
        </Form.Item>
        <Form.Item name="quality" label="报告质量" rules={[scoreRule]}>
          <Rate />
        </Form.Item>
        <Form.Item name="content" label="评价内容" rules={[need, { max: 500, message: '评价内容不能超过500个字' }]}>
          <Input.TextArea rows={4} showCount maxLength={500} />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}
