import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useOrderFilters } from '@/features/orders/hooks/use-order-filters';
import { QueryState } from '@/components/query-state/query-state';
import { useOrderList } from '@/features/orders/api/query-order-info';
import { OrderFilterBar } from '@/features/orders/components/order-filter-bar';
import { OrderStatusFilter } from '@/features/orders/components/order-status-filter';
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
        <OrderStatusFilter status={status} all={list.data?.all} counts={counts} onChange={(next) => show({ status: next === undefined ? undefined : String(next) })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无订单" rows={8}>
          {list.data ? <OrderTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: String(n) })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
