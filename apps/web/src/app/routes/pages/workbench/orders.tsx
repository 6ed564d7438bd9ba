import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useOrderFilters } from '@/features/orders/hooks/use-order-filters';
import { QueryState } from '@/components/query-state/query-state';
import { useOrderQueue } from '@/features/workbench/api/query-order';
import { OrderFilterBar } from '@/features/orders/components/order-filter-bar';
import { OrderStatusFilter } from '@/features/orders/components/order-status-filter';
import { OrderQueueTable } from '@/features/workbench/components/order-queue-table';
import styles from './workbench-page.module.css';

/** 工作台 · 订单管理 ?status=&orderNo=&start=&end=&pageNum=: the institution's orders by status (with counts), number and date range. */
export default function WorkbenchOrdersPage() {
  const { title } = useRouteMeta();
  const { query, status, drafts, editDrafts, show, search } = useOrderFilters();
  const queue = useOrderQueue(query);
  const counts = queue.data?.counts;

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <OrderFilterBar drafts={drafts} onEdit={editDrafts} onSearch={search} />
        <OrderStatusFilter status={status} all={queue.data?.all} counts={counts} onChange={(next) => show({ status: next === undefined ? undefined : String(next) })} />
        <QueryState isPending={queue.isPending} isError={queue.isError} isEmpty={queue.data?.list.length === 0} emptyText="暂无订单" rows={8}>
          {queue.data ? <OrderQueueTable page={queue.data} loading={queue.isFetching} onPage={(n) => show({ pageNum: String(n) })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
