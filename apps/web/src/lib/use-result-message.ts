import { App } from 'antd';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/**
 * Shows the server's own words for a change: its success message, or why it refused. Resolves
 * true when the change went through (a transport failure has already been shown by the client).
 */
export function useResultMessage() {
  const { message } = App.useApp();
  return async (pending: Promise<ApiEnvelope<unknown>>): Promise<boolean> => {
    const result = await pending.catch(() => null);
    if (!result) return false;
    if (result.retcode === RETCODE.SUCCESS) {
      void message.success(result.retmsg);
      return true;
    }
    void message.error(result.retmsg);
    return false;
  };
}
