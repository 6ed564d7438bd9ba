import { useState } from 'react';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@tcm/shared';
import { QueryState } from '@/components/query-state/query-state';
import { type AdminInvoiceQuery, useAdminInvoices } from '../api/get-admin-invoices';
import { InvoiceTable } from './invoice-table';

const PAGE_SIZE = 20;

interface Draft {
  status?: number;
  institution: string;
  orderNo: string;
  days: [Dayjs | null, Dayjs | null] | null;
}
const EMPTY: Draft = { institution: '', orderNo: '', days: null };

/** The filters as the call takes them: blanks left out, days as YYYY-MM-DD. */
function toQuery(d: Draft): Omit<AdminInvoiceQuery, 'pageNum' | 'pageSize'> {
  const [from, to] = d.days ?? [null, null];
  return {
    ...(d.status ? { status: d.status } : {}),
    ...(d.institution.trim() ? { institution: d.institution.trim() } : {}),
    ...(d.orderNo.trim() ? { orderNo: d.orderNo.trim() } : {}),
    ...(from ? { from: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { to: to.format('YYYY-MM-DD') } : {}),
  };
}

/** 运营 · 发票管理: every institution's invoices, by status, institution, order number and the days asked for; each e-invoice opens. */
export function AdminInvoiceList({ orderHref }: { orderHref: (orderNo: string) => string }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState(toQuery(EMPTY));
  const [pageNum, setPageNum] = useState(1);
  const list = useAdminInvoices({ ...filters, pageNum, pageSize: PAGE_SIZE });
  const search = (d: Draft) => {
    setFilters(toQuery(d));
    setPageNum(1);
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="发票状态"
          style={{ width: 120 }}
          value={draft.status ?? 0}
          onChange={(v) => setDraft({ ...draft, status: v || undefined })}
          options={[{ value: 0, label: '全部状态' }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }))]}
        />
        <Input aria-label="检测机构" placeholder="检测机构名称" allowClear maxLength={50} style={{ width: 200 }} value={draft.institution} onChange={(e) => setDraft({ ...draft, institution: e.target.value })} onPressEnter={() => search(draft)} />
        <Input aria-label="订单号" placeholder="完整订单号" allowClear maxLength={32} style={{ width: 200 }} value={draft.orderNo} onChange={(e) => setDraft({ ...draft, orderNo: e.target.value })} onPressEnter={() => search(draft)} />
        <DatePicker.RangePicker aria-label="申请日期" placeholder={['申请开始日期', '结束日期']} value={draft.days} onChange={(days) => setDraft({ ...draft, days })} />
        <Button type="primary" onClick={() => search(draft)}>
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            search(EMPTY);
          }}
        >
          重置
        </Button>
      </Space>
      <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="没有符合条件的发票" rows={8}>
        {list.data ? (
          <InvoiceTable
            invoices={list.data.list}
            withOrder="operator"
            orderHref={(r) => orderHref(r.orderNo)}
            pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPageNum, showSizeChanger: false, showTotal: (n) => `共 ${n} 张` }}
          />
        ) : null}
      </QueryState>
    </>
  );
}
