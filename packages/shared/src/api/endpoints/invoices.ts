import type * as Invoices from '../invoices';
import type * as I from '../invoice-constants';
import type { PageResult } from '../pagination';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `invoiceCalls`: Issue #23, 发票. The member's calls sit in the orderInfo family (its own orders
 * only), its saved titles in invoiceTitle, the staff's queue and moves in institutionOrder (their own
 * institution's orders only), the operators' list across institutions in admin/invoice.
 */

/** Ask for an invoice on my paid order. */
export const requestInvoice = postEndpoint<typeof Invoices.requestInvoiceBodySchema, I.OrderInvoice>('/api/orderInfo/requestInvoice');
/** My order's invoices, and whether I may ask for one. */
export const getOrderInvoices = getEndpoint<typeof Invoices.orderInvoicesQuerySchema, I.OrderInvoices>('/api/orderInfo/getOrderInvoices');
/** 我的发票: my invoices over all my orders, newest first. */
export const getMyInvoices = getEndpoint<typeof Invoices.invoiceListQuerySchema, PageResult<I.OrderInvoice>>('/api/orderInfo/getMyInvoices');
/** My saved invoice titles (发票抬头). */
export const getInvoiceTitles = getEndpoint<undefined, I.InvoiceTitle[]>('/api/invoiceTitle/list');
export const saveInvoiceTitle = postEndpoint<typeof Invoices.saveInvoiceTitleBodySchema, I.InvoiceTitle>('/api/invoiceTitle/save');
export const deleteInvoiceTitle = postEndpoint<typeof Invoices.deleteInvoiceTitleBodySchema, null>('/api/invoiceTitle/delete');
/** Our institution's invoice queue (待开票, 已开票, 已红冲). */
export const institutionGetInvoices = getEndpoint<typeof Invoices.invoiceListQuerySchema, PageResult<I.OrderInvoice>>('/api/institutionOrder/getInvoices');
/** Our institution's order's invoices. */
export const institutionGetOrderInvoices = getEndpoint<typeof Invoices.orderInvoicesQuerySchema, I.OrderInvoices>('/api/institutionOrder/getOrderInvoices');
/** Issue a 待开票 invoice: the e-invoice PDF, its number and date. */
export const issueInvoice = postEndpoint<typeof Invoices.issueInvoiceBodySchema, I.OrderInvoice>('/api/institutionOrder/issueInvoice');
/** 红冲 an issued invoice and issue its replacement. */
export const reverseInvoice = postEndpoint<typeof Invoices.reverseInvoiceBodySchema, I.OrderInvoice>('/api/institutionOrder/reverseInvoice');
/** 红冲 an issued invoice without a replacement: the order is returned or cancelled, its money goes back. */
export const reverseInvoiceOnly = postEndpoint<typeof Invoices.reverseInvoiceOnlyBodySchema, I.OrderInvoice>('/api/institutionOrder/reverseInvoiceOnly');
/** Operators: every institution's invoices, by status, institution, order number and the days they were asked for. */
export const adminQueryInvoices = getEndpoint<typeof Invoices.adminInvoiceQuerySchema, PageResult<I.OrderInvoice>>('/api/admin/invoice/query');
