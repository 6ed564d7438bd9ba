/** Whose view of an order's invoices: the member's (personal centre) or the institution's (workbench). */
export type InvoiceViewer = 'member' | 'institution';

/** Every invoice query key starts with this; a move refreshes [INVOICES_KEY]. */
export const INVOICES_KEY = 'invoices';
export const orderInvoicesKey = (viewer: InvoiceViewer, orderId: number) => [INVOICES_KEY, 'order', viewer, orderId] as const;
export const invoiceListKey = (viewer: InvoiceViewer, input: object) => [INVOICES_KEY, 'list', viewer, input] as const;
export const INVOICE_TITLES_KEY = ['invoice-titles'] as const;
