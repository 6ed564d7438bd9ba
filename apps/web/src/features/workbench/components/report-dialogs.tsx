import { useState } from 'react';
import { Form, Input } from 'antd';
import { REPORT_MESSAGES, REPORT_REASON_MAX, replaceReportBodySchema } from '@tcm/shared';
import { ActionModal, useActionSubmit, whenValid } from '@/components/action-modal/action-modal';
import { schemaRule } from '@/lib/form-rules';
import { useReportChange } from '../api/query-order-reports';
import { type ReportSource, ReportSourceFields, reportSourceBody } from './report-source';
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

/**
 * 替换报告: a new report (new number and code, stamped) — generated from the results as corrected
 * (录入检测结果 stays open while the report is valid) or uploaded — publishes those results; the old
 * one reads 已替换 when verified, and its results stay readable as its version (issue #21).
 */
export function ReplaceReportDialog({ orderId, reportNo, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<{ file?: string; reason: string }>();
  const [source, setSource] = useState<ReportSource>('generate');
  const send = useReportChange('replaceReport');
  const submit = useActionSubmit(onClose, REPORT_MESSAGES.replaced);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ orderId, reason: v.reason, ...reportSourceBody(source, v.file) })));
  return (
    <ActionModal title="替换报告" subject={reportNo} pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>新报告将生成新的报告编号与验证码并加盖二维码，并以当前录入的检测结果为准；原报告扫码验证时显示已被替代，其结果作为历史版本保留。如需更正结果，请先在订单详情中「更正检测结果」并保存。</p>
      <Form form={form} layout="vertical">
        <ReportSourceFields source={source} onChange={setSource} uploadLabel="新的检测报告（PDF）" />
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
