import { useQuery } from '@tanstack/react-query';
import { orderMessageCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { type ThreadViewer, threadKey } from './query-keys';

const READ = { member: orderMessageCalls.getMessages, institution: orderMessageCalls.institutionGetMessages } as const;

/**
 * GET orderInfo/getMessages (the member) or institutionOrder/getMessages (staff): the order's
 * thread. Asked again whenever the tab comes back into focus: the other side may have written
 * meanwhile (live updates refresh it too, where they are on).
 */
export const orderMessagesQueryOptions = (viewer: ThreadViewer, orderId: number) => ({
  ...callQueryOptions(READ[viewer], { orderId }, threadKey(viewer, orderId)),
  staleTime: 0,
  refetchOnWindowFocus: true,
  retry: false,
});

export const useOrderMessages = (viewer: ThreadViewer, orderId: number) => useQuery(orderMessagesQueryOptions(viewer, orderId));
