import { Form, Input } from 'antd';
import { adminRejectBodySchema, type adminCalls } from '@tcm/shared';
import { ActionModal, useActionSubmit, whenValid } from '@/components/action-modal/action-modal';
import { schemaRule } from '@/lib/form-rules';
import { useAdminAction } from '../api/admin-actions';
import styles from './admin.module.css';

const REASON_MAX = 200; // adminRejectBodySchema's limit; the counter shows it, the rule says it
const reasonRule = schemaRule(adminRejectBodySchema.shape.reason);

export type ApproveAction = (typeof adminCalls)['settlementApprove' | 'approveRealName' | 'evaluationApprove' | 'productApprove'];
export type RejectAction = (typeof adminCalls)['settlementReject' | 'rejectRealName' | 'evaluationReject' | 'productReject'];

/** The record a decision is about: its id (memberId for real-name reviews) and how the title names it. */
export interface ReviewTarget {
  id: number;
  subject: string;
}

/** The body of each action: real-name reviews name the member, the others the record. */
const idBody = (action: ApproveAction | RejectAction, id: number) => (action.path.startsWith('/api/admin/member/') ? { memberId: id } : { id });

/** 通过: confirmed first, with what it will do. */
export function ApproveDialog({ action, target, question, onClose }: { action: ApproveAction; target: ReviewTarget; question: string; onClose: () => void }) {
  const send = useAdminAction(action);
  const submit = useActionSubmit(onClose);
  // The union of bodies: idBody gives the one this action takes.
  const ok = () => void submit(send.mutateAsync(idBody(action, target.id)));
  return (
    <ActionModal title="审核通过" subject={target.subject} okText="确认通过" pending={send.isPending} onOk={ok} onClose={onClose}>
      <p>{question}</p>
    </ActionModal>
  );
}

/** 驳回: the reason is required and is shown to the applicant. */
export function RejectDialog({ action, target, hint, onClose }: { action: RejectAction; target: ReviewTarget; hint: string; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const send = useAdminAction(action);
  const submit = useActionSubmit(onClose);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ ...idBody(action, target.id), reason: v.reason })));
  return (
    <ActionModal title="驳回" subject={target.subject} okText="确认驳回" pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>{hint}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="驳回原因" rules={[reasonRule]}>
          <Input.TextArea rows={4} showCount maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
