import type { ReactNode } from 'react';
import { ORDER_MESSAGES } from '@tcm/shared';
import { ActionModal, useActionSubmit } from '@/components/action-modal/action-modal';

export { whenValid } from '@/components/action-modal/action-modal';

/** Sends a move and shows the server's retmsg (the queue and counts refresh through the mutation). */
export const useSubmit = (onClose: () => void) => useActionSubmit(onClose, ORDER_MESSAGES.moved);

export function MoveModal({ orderNo, ...props }: { title: string; orderNo: string; pending: boolean; okText?: string; onOk: () => void; onClose: () => void; children: ReactNode }) {
  return <ActionModal subject={orderNo} {...props} />;
}
