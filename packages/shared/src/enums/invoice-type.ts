import { toGuard, toOptions } from './enum-helpers';

/** §4 invoice the customer asks for; the VAT special invoices differ by tax rate. */
export const INVOICE_TYPE = {
  ORDINARY: 1,
  VAT_SPECIAL_6: 2,
  VAT_SPECIAL_9: 3,
  VAT_SPECIAL_13: 4,
} as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];

export const INVOICE_TYPE_LABELS: Readonly<Record<InvoiceType, string>> = {
  1: '普通发票',
  2: '6%增值税专用发票',
  3: '9%增值税专用发票',
  4: '13%增值税专用发票',
};

export const INVOICE_TYPE_OPTIONS = toOptions(INVOICE_TYPE, INVOICE_TYPE_LABELS);
export const isInvoiceType = toGuard(INVOICE_TYPE);
