import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/features/content/components/query-state';
import { useMonographs } from '@/features/admin-lookup/api/get-monographs';
import { ImportDialog } from '@/features/admin-lookup/components/import-dialog';
import { MonographDrawer } from '@/features/admin-lookup/components/monograph-drawer';
import { MonographTable } from '@/features/admin-lookup/components/monograph-table';
import { MonographToolbar } from '@/features/admin-lookup/components/monograph-toolbar';
import { useListFilters } from '@/features/admin-lookup/hooks/use-list-filters';
import styles from './admin-page.module.css';

const FILTERS = ['edition', 'volume', 'categoryId'] as const;

/** 运营 · 药典品种 ?edition=&volume=&categoryId=&keyword=: monographs edited in a drawer, or imported from a spreadsheet. */
export default function AdminMonographsPage() {
  const { title } = useRouteMeta();
  const { filters, keyword, pageNum, draft, setDraft, search, show } = useListFilters(FILTERS);
  const list = useMonographs({ ...filters, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <MonographToolbar draft={draft} setDraft={setDraft} search={search} filters={filters} onFilter={show} onCreate={() => setEditing('new')} onImport={() => setImporting(true)} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无药典品种" rows={8}>
          {list.data ? <MonographTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} onEdit={setEditing} /> : null}
        </QueryState>
        <MonographDrawer target={editing} onClose={() => setEditing(null)} />
        <ImportDialog open={importing} onClose={() => setImporting(false)} />
      </div>
    </section>
  );
}
