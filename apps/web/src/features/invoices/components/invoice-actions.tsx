import { Button } from 'antd';
import { INVOICE_STATUS, type OrderInvoice } from '@tcm/shared';
import type { InvoiceViewer } from '../api/query-keys';

/** The institution's move on an invoice row that the issue dialog then carries out. */
export interface InvoiceMove {
  invoice: OrderInvoice;
  mode: 'issue' | 'reverse';
}

/** The row actions of an invoice table: the institution issues a 待开票 one and 红冲s an issued one; others act on none. */
export function invoiceActions(viewer: InvoiceViewer, onMove: (move: InvoiceMove) => void): ((r: OrderInvoice) => React.ReactNode) | undefined {
  if (viewer !== 'institution') return undefined;
  return (r) =>
    r.status === INVOICE_STATUS.REQUESTED ? (
      <Button size="small" type="primary" onClick={() => onMove({ invoice: r, mode: 'issue' })}>
        开具发票
      </Button>
    ) : r.status === INVOICE_STATUS.ISSUED ? (
      <Button size="small" danger onClick={() => onMove({ invoice: r, mode: 'reverse' })}>
        红冲
      </Button>
    ) : null;
}
