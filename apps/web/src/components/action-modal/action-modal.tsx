import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';

export { useActionSubmit } from './action-submit';

/** OK handler: sends with the form's values once they pass; a refusal is already shown under its field. */
export function whenValid<T>(form: FormInstance<T>, send: (values: T) => Promise<unknown>) {
  return () => void form.validateFields().then(send, () => undefined);
}

/** A decision dialog titled `<action> · <subject>` (the order number, the applicant…). */
export function ActionModal(props: { title: string; subject: string; pending: boolean; okText?: string; onOk: () => void; onClose: () => void; children: ReactNode }) {
  const { title, subject, pending, okText = '提交', onOk, onClose, children } = props;
  return (
    <Modal open title={`${title} · ${subject}`} okText={okText} cancelText="取消" confirmLoading={pending} onOk={onOk} onCancel={onClose} destroyOnHidden width={560}>
      {children}
    </Modal>
  );
}
