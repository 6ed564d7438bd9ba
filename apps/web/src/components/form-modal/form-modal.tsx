import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';

interface Props<V> {
  form: FormInstance<V>;
  open: boolean;
  title: string;
  /** The modal's width; antd's 520 when not given. */
  width?: number;
  saving: boolean;
  initialValues: Partial<V>;
  onSave: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A console's 新增 / 编辑 dialog: a vertical antd form in a modal whose 保存 submits it. The form is
 * dropped when the modal closes (destroyOnHidden, preserve={false}), so each opening starts from `initialValues`.
 */
export function FormModal<V>({ form, open, title, width, saving, initialValues, onSave, onClose, children }: Props<V>) {
  return (
    <Modal open={open} title={title} width={width} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={onSave} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
