import { ORDER_STATUS_OPTIONS } from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useOrderFilters } from '@/features/orders/hooks/use-order-filters';
import { QueryState } from '@/features/content/components/query-state';
import { useOrderList } from '@/features/orders/api/query-order-info';
import { OrderFilterBar } from '@/features/orders/components/order-filter-bar';
import { OrderTable } from '@/features/orders/components/order-table';
import styles from './collect.module.css';

/** 订单管理 ?status=&orderNo=&start=&end=&pageNum=: my orders by status (with counts), number and date range. */
export default function PcenterOrderPage() {
  const { title } = useRouteMeta();
  const { query, status, drafts, editDrafts, show, search } = useOrderFilters();
  const list = useOrderList(query);
  const counts = list.data?.counts;

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <OrderFilterBar drafts={drafts} onEdit={editDrafts} onSearch={search} />
        {/* 14 statuses do not fit one tab bar: a wrapping row of choices (one tab stop, arrow keys). */}
        <RadioGroup
          ariaLabel="订单状态"
          className={styles.statusFilter}
          value={String(status ?? 0)}
          onChange={(value) => show({ status: value === '0' ? undefined : value })}
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
