import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useStandards } from '@/features/admin-lookup/api/get-standards';
import { StandardDrawer } from '@/features/admin-lookup/components/standard-drawer';
import { StandardTable } from '@/features/admin-lookup/components/standard-table';
import { StandardToolbar } from '@/features/admin-lookup/components/standard-toolbar';
import { useListFilters } from '@/features/admin-lookup/hooks/use-list-filters';
import styles from './admin-page.module.css';

const FILTERS = ['level', 'state'] as const;

/** 运营 · 质量标准 ?level=&state=&keyword=: the standards, edited in a drawer with their PDF. */
export default function AdminStandardsPage() {
  const { title } = useRouteMeta();
  const { filters, keyword, pageNum, draft, setDraft, search, show } = useListFilters(FILTERS);
  const list = useStandards({ ...filters, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <StandardToolbar draft={draft} setDraft={setDraft} search={search} level={filters.level} state={filters.state} onFilter={show} onCreate={() => setEditing('new')} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无标准" rows={8}>
          {list.data ? <StandardTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} onEdit={setEditing} /> : null}
        </QueryState>
        <StandardDrawer target={editing} onClose={() => setEditing(null)} />
      </div>
    </section>
  );
}
