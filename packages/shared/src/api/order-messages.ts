import { z } from 'zod';
import { ORDER_MESSAGE_MAX_ATTACHMENTS, ORDER_MESSAGE_MAX_LENGTH, ORDER_THREAD_MESSAGES } from './order-message-constants';
import { zOrderId } from './order-fields';

/** Issue #22, messages on an order: the calls' schemas (constants and answers in ./order-message-constants.ts). */

/** An attachment: an upload of the author's own, an image or a PDF (what the uploader stores). */
const zAttachmentUrl = z.string({ error: ORDER_THREAD_MESSAGES.attachmentInvalid }).regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|png|gif|pdf)$/, ORDER_THREAD_MESSAGES.attachmentInvalid);

/** GET orderInfo/getMessages and institutionOrder/getMessages. */
export const orderMessagesQuerySchema = z.object({ orderId: zOrderId });

/** POST orderInfo/postMessage and institutionOrder/postMessage: text, attachments, or both. */
export const postOrderMessageBodySchema = z
  .object({
    orderId: zOrderId,
    content: z.string({ error: ORDER_THREAD_MESSAGES.empty }).trim().max(ORDER_MESSAGE_MAX_LENGTH, ORDER_THREAD_MESSAGES.tooLong).default(''),
    attachmentUrls: z
      .array(zAttachmentUrl, { error: ORDER_THREAD_MESSAGES.attachmentInvalid })
      .max(ORDER_MESSAGE_MAX_ATTACHMENTS, ORDER_THREAD_MESSAGES.tooManyAttachments)
      .refine((urls) => new Set(urls).size === urls.length, ORDER_THREAD_MESSAGES.attachmentInvalid)
      .default([]),
  })
  .refine((b) => b.content !== '' || b.attachmentUrls.length > 0, { message: ORDER_THREAD_MESSAGES.empty, path: ['content'] });
export type PostOrderMessageBody = z.output<typeof postOrderMessageBodySchema>;

/** GET admin/order/getOrderMessages: an operator names the order by its number (or its id). */
export const adminOrderMessagesQuerySchema = z
  .object({
    orderNo: z.string({ error: ORDER_THREAD_MESSAGES.orderNoInvalid }).trim().max(32, ORDER_THREAD_MESSAGES.orderNoInvalid).optional(),
    orderId: zOrderId.optional(),
  })
  .refine((q) => !!q.orderNo || q.orderId !== undefined, { message: ORDER_THREAD_MESSAGES.orderNoRequired, path: ['orderNo'] });

