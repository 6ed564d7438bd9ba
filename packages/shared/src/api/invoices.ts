import { z } from 'zod';
import { INVOICE_MESSAGES, INVOICE_STATUSES, type InvoiceStatus } from './invoice-constants';
import { zOrderId } from './order-fields';
import { invoiceBuyerSchema } from './invoice-fields';
import { pageQuerySchema } from './pagination';

/** Issue #23, 发票: the calls' schemas (constants and answers in ./invoice-constants.ts). */

// The buyer's schema (invoiceBuyerSchema) is in ./invoice-fields.ts, beside the checkout's invoice fields.

const zInvoiceId = z.coerce.number({ error: INVOICE_MESSAGES.invoiceNotFound }).int(INVOICE_MESSAGES.invoiceNotFound).positive(INVOICE_MESSAGES.invoiceNotFound);

/** POST orderInfo/requestInvoice: the member asks for an invoice on a paid order. */
export const requestInvoiceBodySchema = z.object({ orderId: zOrderId, buyer: invoiceBuyerSchema });
export type RequestInvoiceBody = z.output<typeof requestInvoiceBodySchema>;

/** GET orderInfo/getOrderInvoices: one order's invoices. */
export const orderInvoicesQuerySchema = z.object({ orderId: zOrderId });

const zStatus = z.coerce
  .number({ error: '发票状态有误' })
  .refine((s): s is InvoiceStatus => (INVOICE_STATUSES as readonly number[]).includes(s), '发票状态有误');

/** GET orderInfo/getMyInvoices (我的发票) and institutionOrder/getInvoices (the queue): by status, paged. */
export const invoiceListQuerySchema = pageQuerySchema.extend({ status: zStatus.optional() });
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** A Beijing calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const zDay = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${label}有误`);

/**
 * GET admin/invoice/query (运营 · 发票管理): every institution's invoices, newest first, by status, an
 * institution (a part of its name), an order number (in full) and the Beijing days it was asked for.
 */
export const adminInvoiceQuerySchema = pageQuerySchema
  .extend({
    status: zStatus.optional(),
    institution: z.string({ error: '检测机构名称有误' }).trim().max(50, '检测机构名称不能超过50个字').optional(),
    orderNo: z.string({ error: '订单号有误' }).trim().max(32, '订单号不能超过32个字符').optional(),
    from: zDay('开始日期').optional(),
    to: zDay('结束日期').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: INVOICE_MESSAGES.dateRangeInvalid, path: ['from'] });
export type AdminInvoiceQuery = z.output<typeof adminInvoiceQuerySchema>;

const zInvoiceNo = z.string({ error: INVOICE_MESSAGES.invoiceNoInvalid }).trim().regex(/^(\d{8}|\d{20})$/, INVOICE_MESSAGES.invoiceNoInvalid);
const zInvoiceDate = z
  .string({ error: INVOICE_MESSAGES.invoiceDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVOICE_MESSAGES.invoiceDateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), INVOICE_MESSAGES.invoiceDateInvalid);
/** The e-invoice: an upload of the staff member's own, a PDF or an OFD. */
const zInvoiceFile = z.string({ error: INVOICE_MESSAGES.fileRequired }).regex(/^\/files\/[A-Za-z0-9_-]{22}\.(pdf|ofd)$/, INVOICE_MESSAGES.fileRequired);

/** POST institutionOrder/issueInvoice: the e-invoice of a 待开票 request, with its number and date. */
export const issueInvoiceBodySchema = z.object({ invoiceId: zInvoiceId, invoiceNo: zInvoiceNo, invoiceDate: zInvoiceDate, fileUrl: zInvoiceFile });
export type IssueInvoiceBody = z.output<typeof issueInvoiceBodySchema>;

/** POST institutionOrder/reverseInvoice: 红冲 an issued invoice and issue its replacement. */
export const reverseInvoiceBodySchema = issueInvoiceBodySchema.extend({
  reason: z.string({ error: INVOICE_MESSAGES.reasonRequired }).trim().min(1, INVOICE_MESSAGES.reasonRequired).max(200, '红冲原因不能超过200个字'),
});
export type ReverseInvoiceBody = z.output<typeof reverseInvoiceBodySchema>;

/** POST institutionOrder/reverseInvoiceOnly: 红冲 an issued invoice with no replacement (the order's money goes back). */
export const reverseInvoiceOnlyBodySchema = reverseInvoiceBodySchema.pick({ invoiceId: true, reason: true });
export type ReverseInvoiceOnlyBody = z.output<typeof reverseInvoiceOnlyBodySchema>;

/** POST invoiceTitle/save: a new title, or (with id) one of mine replaced. */
export const saveInvoiceTitleBodySchema = z.object({ id: zInvoiceId.optional(), buyer: invoiceBuyerSchema });
export type SaveInvoiceTitleBody = z.output<typeof saveInvoiceTitleBodySchema>;
/** POST invoiceTitle/delete. */
export const deleteInvoiceTitleBodySchema = z.object({ id: zInvoiceId });
