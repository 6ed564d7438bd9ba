import { useState, type ReactElement, type ReactNode } from 'react';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';
import { ConfirmDialog } from '@/components/lite/dialog/confirm-dialog';
import { notifier } from '@/lib/notifier';

/** A change that asks first: the question, and what sends the change once it is confirmed. */
export interface ConfirmQuestion {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  send: () => Promise<ApiEnvelope<unknown>>;
  /** Toasted on success when the server's retmsg is empty. */
  successText?: string;
}

/**
 * Ask, then send: `ask` opens the question (antd's confirm look, no antd), 确定 closes it and sends,
 * and the server's words are toasted — its retmsg on success, its refusal otherwise; a transport
 * failure has been shown by the request client. Render `dialog` once, anywhere in the component.
 */
export function useConfirmedAction(): { ask: (question: ConfirmQuestion) => void; dialog: ReactElement } {
  const [asking, setAsking] = useState<ConfirmQuestion | null>(null);
  const confirm = async (question: ConfirmQuestion) => {
    setAsking(null);
    try {
      const result = await question.send();
      if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg || question.successText || '操作成功');
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking?.title}
      content={asking?.content}
      okText={asking?.okText}
      cancelText={asking?.cancelText}
      onOk={() => asking && void confirm(asking)}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}
