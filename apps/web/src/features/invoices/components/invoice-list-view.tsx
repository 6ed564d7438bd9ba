import { useState } from 'react';
import { Tabs } from 'antd';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@tcm/shared';
import { QueryState } from '@/components/query-state/query-state';
import { useInvoiceList } from '../api/get-invoice-list';
import type { InvoiceViewer } from '../api/query-keys';
import { IssueInvoiceDialog } from './issue-invoice-dialog';
import { type InvoiceMove, invoiceActions } from './invoice-actions';
import { InvoiceTable } from './invoice-table';

const PAGE_SIZE = 10;

/** 我的发票 (the member) or the workbench's invoice queue (待开票, 已开票, 已红冲), by status, paged. */
export function InvoiceListView({ viewer, orderHref, initialStatus }: { viewer: InvoiceViewer; orderHref: (orderId: number) => string; initialStatus?: InvoiceStatus }) {
  const [status, setStatus] = useState<InvoiceStatus | undefined>(initialStatus);
  const [pageNum, setPageNum] = useState(1);
  const [moving, setMoving] = useState<InvoiceMove | null>(null);
  const list = useInvoiceList(viewer, { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });

  const actions = invoiceActions(viewer, setMoving);

  return (
    <>
      <Tabs
        activeKey={String(status ?? 0)}
        onChange={(key) => {
          setStatus(key === '0' ? undefined : (Number(key) as InvoiceStatus));
          setPageNum(1);
        }}
        items={[{ key: '0', label: '全部' }, ...INVOICE_STATUSES.map((s) => ({ key: String(s), label: INVOICE_STATUS_LABELS[s] }))]}
      />
      <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText={viewer === 'member' ? '暂无发票。订单支付确认后可在订单详情中申请开票' : '暂无发票'} rows={6}>
        {list.data ? (
          <InvoiceTable
            invoices={list.data.list}
            withOrder={viewer}
            orderHref={(r) => orderHref(r.orderId)}
            actions={actions}
            pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPageNum, showSizeChanger: false }}
          />
        ) : null}
      </QueryState>
      {moving ? <IssueInvoiceDialog invoice={moving.invoice} mode={moving.mode} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
