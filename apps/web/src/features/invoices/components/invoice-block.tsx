import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import type { InvoiceBuyerInput } from '@tcm/shared';
import { QueryState } from '@/components/query-state/query-state';
import { useOrderInvoices } from '../api/get-order-invoices';
import type { InvoiceViewer } from '../api/query-keys';
import { IssueInvoiceDialog } from './issue-invoice-dialog';
import { type InvoiceMove, invoiceActions } from './invoice-actions';
import { InvoiceTable } from './invoice-table';
import { RequestInvoiceDialog } from './request-invoice-dialog';

export interface InvoiceBlockProps {
  viewer: InvoiceViewer;
  orderId: number;
  /** The invoice the order was placed with: where the member's request starts. */
  checkoutInvoice?: InvoiceBuyerInput;
}

/** 发票 on an order's detail: its invoices; the member asks for one, the institution issues or 红冲s. */
export function InvoiceBlock({ viewer, orderId, checkoutInvoice }: InvoiceBlockProps) {
  const invoices = useOrderInvoices(viewer, orderId);
  const [requesting, setRequesting] = useState(false);
  const [moving, setMoving] = useState<InvoiceMove | null>(null);
  const data = invoices.data;

  const actions = invoiceActions(viewer, setMoving);

  return (
    <div data-testid="invoice-block">
      <QueryState isPending={invoices.isPending} isError={invoices.isError} rows={2}>
        {data ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {viewer === 'member' ? (
              data.requestBlocked ? (
                data.list.length ? null : <Alert type="info" showIcon message={data.requestBlocked} />
              ) : (
                <Space>
                  <Button type="primary" onClick={() => setRequesting(true)}>
                    申请开票
                  </Button>
                  <span>可开票金额 {data.invoiceableAmount}</span>
                </Space>
              )
            ) : null}
            {data.list.length ? <InvoiceTable invoices={data.list} actions={actions} /> : viewer === 'institution' ? <span>会员尚未申请开票</span> : null}
          </Space>
        ) : null}
      </QueryState>
      {requesting && data ? (
        <RequestInvoiceDialog orderId={orderId} amount={data.invoiceableAmount} initial={checkoutInvoice ?? { type: 1, title: '' }} onClose={() => setRequesting(false)} />
      ) : null}
      {moving ? <IssueInvoiceDialog invoice={moving.invoice} mode={moving.mode} reverseOnlyAllowed={data?.reverseOnlyAllowed} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
