import type { ComponentType } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { type AdminListName, type AdminListPage, useAdminList } from '@/features/admin/api/admin-lists';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

interface ReviewQueueProps<L extends AdminListName> {
  list: L;
  /** The tab shown when the address names none: the queue's waiting status. */
  pending: number;
  placeholder: string;
  options: readonly { value: number; label: string }[];
  /** Adds a 全部 tab before the statuses. */
  all?: boolean;
  emptyText: string;
  /** The queue's table, rendered with the page of rows (and the status tab shown, for tables whose columns follow it). */
  table: ComponentType<{ page: AdminListPage<L>; status: number | undefined; loading: boolean; onPage: (n: number) => void }>;
}

/** One review queue of the console (?status=&keyword=&pageNum=): the toolbar, the queue's table and its states. */
export function ReviewQueue<L extends AdminListName>({ list, pending, placeholder, options, all, emptyText, table: Table }: ReviewQueueProps<L>) {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(pending);
  const rows = useAdminList(list, query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder={placeholder} draft={draft} setDraft={setDraft} search={search} status={status} options={options} all={all} onStatus={(s) => show({ status: s })} />
        <QueryState isPending={rows.isPending} isError={rows.isError} isEmpty={rows.data?.list.length === 0} emptyText={emptyText} rows={8}>
          {rows.data ? <Table page={rows.data} status={status} loading={rows.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
