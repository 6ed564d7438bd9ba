import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS, type InvoiceBuyer, type InvoiceInfo, type InvoiceStatus, type InvoiceTitle, type InvoiceType, type OrderInvoice, formatFen } from '@tcm/shared';
import type { OrderInvoiceTable } from '../../db/schema-invoices';
import type { InvoiceRow } from './repository';

type BuyerColumns = Pick<OrderInvoiceTable, 'invoice_type' | 'title' | 'tax_no' | 'address' | 'phone' | 'bank_name' | 'bank_account'>;

export const buyerOf = (r: BuyerColumns): InvoiceBuyer => ({
  type: r.invoice_type,
  typeName: INVOICE_TYPE_LABELS[r.invoice_type as InvoiceType] ?? '',
  title: r.title,
  taxNo: r.tax_no,
  address: r.address,
  phone: r.phone,
  bankName: r.bank_name,
  bankAccount: r.bank_account,
});

/** The buyer's columns from what the member sent (a 普通发票 keeps only title and taxpayer number). */
export function buyerColumns(b: InvoiceInfo): BuyerColumns {
  const special = b.type !== 1;
  return {
    invoice_type: b.type,
    title: b.title,
    tax_no: b.taxNo,
    address: special ? b.address : '',
    phone: special ? b.phone : '',
    bank_name: special ? b.bankName : '',
    bank_account: special ? b.bankAccount : '',
  };
}

export const toInvoice = (r: InvoiceRow): OrderInvoice => ({
  id: r.id,
  orderId: r.order_id,
  orderNo: r.order_no,
  status: r.status as InvoiceStatus,
  statusName: INVOICE_STATUS_LABELS[r.status as InvoiceStatus] ?? '',
  buyer: buyerOf(r),
  amount: formatFen(r.amount_fen),
  invoiceNo: r.invoice_no,
  invoiceDate: r.invoice_date,
  fileUrl: r.file_url,
  requestedAt: r.requested_at,
  issuedAt: r.issued_at,
  reversedAt: r.reversed_at,
  reverseReason: r.reverse_reason,
  replacesId: r.replaces_id,
  institutionName: r.institution_name,
  memberName: r.company_name ?? r.real_name ?? r.user_account,
});

export const toTitle = (id: number, r: BuyerColumns): InvoiceTitle => ({ id, ...buyerOf(r) });
