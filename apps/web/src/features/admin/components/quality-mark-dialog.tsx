import { Form, Input, Radio } from 'antd';
import { adminCalls, adminQualityMarkBodySchema, QUALITY_INFO_MOVES, QUALITY_INFO_STATUS_LABELS, type AdminQualityInfoRow, type QualityInfoStatus } from '@tcm/shared';
import { ActionModal, useActionSubmit, whenValid } from '@/components/action-modal/action-modal';
import { useAdminAction } from '../api/admin-actions';
import styles from './admin.module.css';

const NOTE_MAX = 500; // adminQualityMarkBodySchema's limit

/** 处理: the statuses QUALITY_INFO_MOVES allows from the row's one, with a note (required to close). */
export function QualityMarkDialog({ row, onClose }: { row: AdminQualityInfoRow; onClose: () => void }) {
  const [form] = Form.useForm<{ status: QualityInfoStatus; note: string }>();
  const send = useAdminAction(adminCalls.mark);
  const submit = useActionSubmit(onClose);
  const moves = QUALITY_INFO_MOVES[row.status];
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ id: row.id, status: v.status, note: v.note ?? '' })));
  return (
    <ActionModal title="处理质检申请" subject={row.sampleName} pending={send.isPending} onOk={ok} onClose={onClose}>
      <p className={styles.hint}>当前状态：{row.statusName}。关闭申请时请写明原因。</p>
      <Form form={form} layout="vertical" initialValues={{ status: moves[0], note: '' }}>
        <Form.Item name="status" label="标记为" rules={[{ required: true, message: '请选择处理状态' }]}>
          <Radio.Group options={moves.map((s) => ({ value: s, label: QUALITY_INFO_STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label="处理说明"
          dependencies={['status']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: string | undefined) => {
                const parsed = adminQualityMarkBodySchema.safeParse({ id: row.id, status: getFieldValue('status') as number, note: value ?? '' });
                return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
              },
            }),
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={NOTE_MAX} placeholder="如：已电话联系，约定送样时间" />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}

