/**
 * Every thread query key starts with this: [ORDER_MESSAGES_KEY, viewer, orderId]. A live update of
 * topic 'message' for an order refreshes [ORDER_MESSAGES_KEY] (or the one order's keys).
 */
export const ORDER_MESSAGES_KEY = 'order-messages';

/** Whose view of the thread: the member's (personal centre) or the institution's (workbench). */
export type ThreadViewer = 'member' | 'institution';

export const threadKey = (viewer: ThreadViewer, orderId: number) => [ORDER_MESSAGES_KEY, viewer, orderId] as const;
