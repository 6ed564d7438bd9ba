import type * as Messages from '../order-messages';
import type * as Thread from '../order-message-constants';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `orderMessageCalls`: Issue #22, the thread on every order (订单留言). The member's calls sit in the
 * orderInfo family, the staff's in institutionOrder (their own institution's orders only), the
 * operators' read in the console's family (audited on every read).
 * @tcm/shared re-exports this file as a namespace (`export * as orderMessageCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The thread of my order, oldest first. */
export const getMessages = getEndpoint<typeof Messages.orderMessagesQuerySchema, Thread.OrderThread>('/api/orderInfo/getMessages');
/** A message on my order: text, attachments (my own uploads), or both; answers the thread. */
export const postMessage = postEndpoint<typeof Messages.postOrderMessageBodySchema, Thread.OrderThread>('/api/orderInfo/postMessage');
/** The thread of our institution's order. */
export const institutionGetMessages = getEndpoint<typeof Messages.orderMessagesQuerySchema, Thread.OrderThread>('/api/institutionOrder/getMessages');
/** A message on our institution's order, as the signed-in staff member. */
export const institutionPostMessage = postEndpoint<typeof Messages.postOrderMessageBodySchema, Thread.OrderThread>('/api/institutionOrder/postMessage');
/** Any order's thread, read-only, for a dispute: every read lands in the audit log. */
export const adminGetOrderMessages = getEndpoint<typeof Messages.adminOrderMessagesQuerySchema, Thread.OrderThread>('/api/admin/order/getOrderMessages');
