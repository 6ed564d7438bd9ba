import { Button, DatePicker, Input, Radio, Space } from 'antd';
import { ORDER_STATUS_OPTIONS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useOrderFilters } from '@/features/orders/hooks/use-order-filters';
import { QueryState } from '@/features/content/components/query-state';
import { useOrderList } from '@/features/orders/api/query-order-info';
import { OrderTable } from '@/features/orders/components/order-table';
import styles from './collect.module.css';

/** 订单管理 ?status=&orderNo=&start=&end=&pageNum=: my orders by status (with counts), number and date range. */
export default function PcenterOrderPage() {
  const { title } = useRouteMeta();
  const { query, status, draftNo, setDraftNo, range, onRangeChange, show, search } = useOrderFilters();
  const list = useOrderList(query);
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
            onChange={onRangeChange}
            aria-label="下单日期"
          />
          <Button type="primary" onClick={search}>
            查询
          </Button>
        </Space>
        {/* 14 statuses do not fit one tab bar, and antd's overflow menu would sit inside the tablist (ARIA): a wrapping choice instead. */}
        <Radio.Group
          aria-label="订单状态"
          optionType="button"
          size="small"
          className={styles.statusFilter}
          value={String(status ?? 0)}
          onChange={(e) => show({ status: e.target.value === '0' ? undefined : (e.target.value as string) })}
          options={[
            { value: '0', label: `全部${list.data ? ` (${list.data.all})` : ''}` },
            ...ORDER_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: `${o.label}${counts ? ` (${counts[o.value]})` : ''}` })),
          ]}
        />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无订单" rows={8}>
          {list.data ? <OrderTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: String(n) })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
