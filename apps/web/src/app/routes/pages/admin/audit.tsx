import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAuditLog } from '@/features/admin/api/get-audit-log';
import { AuditFilters } from '@/features/admin/components/audit-filters';
import { AuditTable } from '@/features/admin/components/audit-table';
import { useAuditFilters } from '@/features/admin/hooks/use-audit-filters';
import styles from './admin-page.module.css';

/** 运营 · 操作日志 ?account=&action=&from=&to=&keyword=&pageNum=: console actions, sign-ins and account events. */
export default function AdminAuditPage() {
  const { title } = useRouteMeta();
  const { query, draft, setDraft, search, showPage } = useAuditFilters();
  const log = useAuditLog(query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <AuditFilters draft={draft} setDraft={setDraft} search={search} />
        <QueryState isPending={log.isPending} isError={log.isError} isEmpty={log.data?.list.length === 0} emptyText="没有符合条件的日志" rows={10}>
          {log.data ? <AuditTable page={log.data} loading={log.isFetching} onPage={showPage} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
