import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, DatePicker, Input, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_PAGE_SIZE, isOrderStatus, ORDER_DEFAULT_DAYS_BACK, ORDER_STATUS_OPTIONS, type OrderStatus } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/features/content/components/query-state';
import { useOrderList } from '@/features/orders/api/query-order-info';
import { OrderTable } from '@/features/orders/components/order-table';
import styles from './collect.module.css';

const DAY = 'YYYY-MM-DD';
const defaultStart = () => dayjs().subtract(ORDER_DEFAULT_DAYS_BACK, 'day').format(DAY);

/** 订单管理 ?status=&orderNo=&start=&end=&pageNum=: my orders by status (with counts), number and date range. */
export default function PcenterOrderPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const rawStatus = Number(params.get('status'));
  const status: OrderStatus | undefined = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const orderNo = params.get('orderNo') ?? '';
  const startDate = params.get('start') ?? defaultStart();
  const endDate = params.get('end') ?? undefined;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const list = useOrderList({ status, orderNo: orderNo || undefined, startDate, endDate, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const [draftNo, setDraftNo] = useState(orderNo);
  const [range, setRange] = useState<[Dayjs, Dayjs | null]>([dayjs(startDate), endDate ? dayjs(endDate) : null]);

  const show = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pageNum' in patch)) next.delete('pageNum');
    setParams(next);
  };
  const search = () => show({ orderNo: draftNo.trim() || undefined, start: range[0].format(DAY), end: range[1]?.format(DAY) });
  const counts = list.data?.counts;

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <Space wrap style={{ marginBottom: 8 }}>
          <Input placeholder="订单号" allowClear value={draftNo} onChange={(e) => setDraftNo(e.target.value)} onPressEnter={search} style={{ width: 220 }} aria-label="订单号" />
          <DatePicker.RangePicker
            value={range}
            allowEmpty={[false, true]}
            onChange={(v) => setRange([v?.[0] ?? dayjs(defaultStart()), v?.[1] ?? null])}
            aria-label="下单日期"
          />
          <Button type="primary" onClick={search}>
            查询
          </Button>
        </Space>
        <Tabs
          activeKey={String(status ?? 0)}
          onChange={(key) => show({ status: key === '0' ? undefined : key })}
          items={[
            { key: '0', label: `全部${list.data ? ` (${list.data.all})` : ''}` },
            ...ORDER_STATUS_OPTIONS.map((o) => ({ key: String(o.value), label: `${o.label}${counts ? ` (${counts[o.value]})` : ''}` })),
          ]}
        />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无订单" rows={8}>
          {list.data ? <OrderTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: String(n) })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
