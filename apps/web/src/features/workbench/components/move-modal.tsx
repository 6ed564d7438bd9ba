import type { ReactNode } from 'react';
import { App, Modal, type FormInstance } from 'antd';
import { ORDER_MESSAGES, RETCODE, type ApiEnvelope } from '@tcm/shared';

export interface MoveDialogProps {
  orderId: number;
  orderNo: string;
  onClose: () => void;
}

/**
 * Sends a move, shows the server's retmsg and closes on success; a refusal keeps the dialog
 * open with the server's words (the queue and counts refresh through the mutation).
 */
export function useSubmit(onClose: () => void) {
  const { message } = App.useApp();
  return async (pending: Promise<ApiEnvelope<unknown>>) => {
    try {
      const result = await pending;
      if (result.retcode !== RETCODE.SUCCESS) return void message.error(result.retmsg);
      void message.success(result.retmsg || ORDER_MESSAGES.moved);
      onClose();
    } catch {
      // the request client has shown what went wrong
    }
  };
}

/** OK handler: sends with the form's values once they pass; a refusal is already shown under its field. */
export function whenValid<T>(form: FormInstance<T>, send: (values: T) => Promise<unknown>) {
  return () => void form.validateFields().then(send, () => undefined);
}

export function MoveModal(props: { title: string; orderNo: string; pending: boolean; okText?: string; onOk: () => void; onClose: () => void; children: ReactNode }) {
  const { title, orderNo, pending, okText = '提交', onOk, onClose, children } = props;
  return (
    <Modal open title={`${title} · ${orderNo}`} okText={okText} cancelText="取消" confirmLoading={pending} onOk={onOk} onCancel={onClose} destroyOnHidden width={560}>
      {children}
    </Modal>
  );
}
