import { RETCODE, type ApiEnvelope } from '@tcm/shared';
import { notifier } from '@/lib/notifier';

/**
 * The consoles' decision dialogs (workbench moves, operator reviews) and forms share this: send,
 * show the server's retmsg, close on success; a refusal keeps the dialog open with the server's
 * words. No antd here, so a page without antd can use it too.
 */
export function useActionSubmit(onClose: () => void, fallbackMessage = '操作成功') {
  const message = notifier();
  return async (pending: Promise<ApiEnvelope<unknown>>) => {
    try {
      const result = await pending;
      if (result.retcode !== RETCODE.SUCCESS) return message.error(result.retmsg);
      message.success(result.retmsg || fallbackMessage);
      onClose();
    } catch {
      // the request client has shown what went wrong
    }
  };
}
