import type { ReactNode } from 'react';
import { Table, Tag } from 'antd';
import type { OrderInvoice } from '@tcm/shared';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';

const STATUS_COLOURS: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default', 4: 'default' };

export interface InvoiceTableProps {
  invoices: readonly OrderInvoice[];
  /** Show the order number and the other side (a list over orders): the institution's client, the member's institution, both for operators. */
  withOrder?: 'member' | 'institution' | 'operator';
  /** The buttons of a row (the institution's 开票 and 红冲). */
  actions?: (invoice: OrderInvoice) => ReactNode;
  /** Where an order number leads. */
  orderHref?: (invoice: OrderInvoice) => string;
  pagination?: React.ComponentProps<typeof Table>['pagination'];
}

/** Invoices as rows: status, type and title, amount, number and date, the e-invoice to download. */
export function InvoiceTable({ invoices, withOrder, actions, orderHref, pagination = false }: InvoiceTableProps) {
  return (
    <div data-testid="invoice-table">
      <Table<OrderInvoice>
        rowKey="id"
        size="small"
        dataSource={[...invoices]}
        pagination={pagination as false}
        scroll={{ x: 'max-content' }}
        columns={[
          ...(withOrder
            ? [
                { title: '订单号', key: 'order', render: (_: unknown, r: OrderInvoice) => (orderHref ? <a href={orderHref(r)}>{r.orderNo}</a> : r.orderNo) },
                ...(withOrder !== 'member' ? [{ title: '客户', dataIndex: 'memberName' }] : []),
                ...(withOrder !== 'institution' ? [{ title: '检测机构', dataIndex: 'institutionName' }] : []),
              ]
            : []),
          { title: '状态', key: 'status', render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{r.statusName}</Tag> },
          {
            title: '发票抬头',
            key: 'title',
            render: (_, r) => (
              <>
                {r.buyer.title}
                <br />
                <small>{r.buyer.typeName}</small>
              </>
            ),
          },
          { title: '金额', dataIndex: 'amount', align: 'right' },
          {
            title: '发票号码 / 开票日期',
            key: 'no',
            render: (_, r) =>
              r.invoiceNo ? (
                <>
                  {r.invoiceNo}
                  <br />
                  <small>{r.invoiceDate}</small>
                </>
              ) : (
                '—'
              ),
          },
          {
            title: '电子发票',
            key: 'file',
            render: (_, r) =>
              r.fileUrl ? (
                <PrivateFileLink path={r.fileUrl} fileName={`发票${r.invoiceNo ?? r.id}`} data-testid="invoice-download">
                  下载
                </PrivateFileLink>
              ) : (
                '—'
              ),
          },
          {
            title: '备注',
            key: 'note',
            render: (_, r) => (r.status === 3 ? `红冲原因：${r.reverseReason ?? ''}` : r.status === 4 ? (r.reverseReason ?? '') : r.replacesId ? '红冲后重开' : ''),
          },
          ...(actions ? [{ title: '操作', key: 'actions', fixed: 'right' as const, render: (_: unknown, r: OrderInvoice) => actions(r) }] : []),
        ]}
      />
    </div>
  );
}
