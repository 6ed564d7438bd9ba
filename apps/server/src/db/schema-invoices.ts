import type { Generated } from 'kysely';

/** Issue #23 tables (migration 0037): an order's invoices and a member's saved titles. Amounts in fen. */
export interface OrderInvoiceTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  institution_id: number;
  /** 1 待开票, 2 已开票, 3 已红冲 (INVOICE_STATUS). */
  status: number;
  invoice_type: number;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  amount_fen: number;
  invoice_no: string | null;
  /** YYYY-MM-DD, as printed on the invoice. */
  invoice_date: string | null;
  /** /files/<key>.pdf: a private document of kind invoice, tied to the order. */
  file_url: string | null;
  replaces_id: number | null;
  reverse_reason: string | null;
  requested_at: string;
  issued_at: string | null;
  reversed_at: string | null;
}

export interface InvoiceTitleTable {
  id: Generated<number>;
  member_id: number;
  invoice_type: number;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  created_at: string;
}

export interface InvoiceTables {
  order_invoice: OrderInvoiceTable;
  invoice_title: InvoiceTitleTable;
}
