import { Form, Input } from 'antd';
import { REPORT_MESSAGES, REPORT_REASON_MAX, replaceReportBodySchema, UPLOAD_PDF_EXTENSION } from '@tcm/shared';
import { ActionModal, useActionSubmit, whenValid } from '@/components/action-modal/action-modal';
import { Uploader } from '@/components/uploader/uploader';
import { schemaRule } from '@/lib/form-rules';
import { useReportChange } from '../api/query-order-reports';
import styles from './workbench.module.css';

export interface ReportDialogProps {
  orderId: number;
  reportNo: string;
  onClose: () => void;
}
const { shape } = replaceReportBodySchema;
const reasonItem = (
  <Form.Item name="reason" label="原因" rules={[schemaRule(shape.reason)]}>
    <Input.TextArea rows={3} showCount maxLength={REPORT_REASON_MAX} placeholder="如：样品信息录入有误，更正后重新出具" />
  </Form.Item>
);

/** 替换报告: a corrected PDF becomes a new report (new number and code, stamped); the old one reads 已替换 when verified. */
export function ReplaceReportDialog({ orderId, reportNo, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<{ reportUrl: string; reason: string }>();
  const send = useReportChange('replaceReport');
  const submit = useActionSubmit(onClose, REPORT_MESSAGES.replaced);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId, ...v })));
  return (
    <ActionModal title="替换报告" subject={reportNo} pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>新报告将生成新的报告编号与验证码并加盖二维码；原报告扫码验证时显示已被替代。</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reportUrl" label="新的检测报告（PDF）" rules={[schemaRule(shape.reportUrl)]}>
          <Uploader accept={[UPLOAD_PDF_EXTENSION]} max={1} scene="report" />
        </Form.Item>
        {reasonItem}
      </Form>
    </ActionModal>
  );
}

/** 撤销报告: the report stops being valid; whoever verifies it is told it was revoked and why. */
export function RevokeReportDialog({ orderId, reportNo, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const send = useReportChange('revokeReport');
  const submit = useActionSubmit(onClose, REPORT_MESSAGES.revoked);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId, reason: v.reason })));
  return (
    <ActionModal title="撤销报告" subject={reportNo} okText="确认撤销" pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>撤销后该报告扫码验证将显示已撤销，且不能恢复；如需更正请使用替换报告。</p>
      <Form form={form} layout="vertical">
        {reasonItem}
      </Form>
    </ActionModal>
  );
}
