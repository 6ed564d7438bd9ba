import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMonographs } from '@/features/admin-lookup/api/get-monographs';
import { MonographTable } from '@/features/admin-lookup/components/monograph-table';
import { MonographToolbar } from '@/features/admin-lookup/components/monograph-toolbar';
import { useListFilters } from '@/features/admin-lookup/hooks/use-list-filters';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { useOpened } from '@/lib/use-opened';
import styles from './admin-page.module.css';

const FILTERS = ['edition', 'volume', 'categoryId'] as const;

/** The editor's drawer and 批量导入 (antd forms, the spreadsheet upload) load when first opened. */
const MonographDrawer = lazyPartWithAntd(() => import('@/features/admin-lookup/components/monograph-drawer').then((m) => m.MonographDrawer));
const ImportDialog = lazyPartWithAntd(() => import('@/features/admin-lookup/components/import-dialog').then((m) => m.ImportDialog));

/** 运营 · 药典品种 ?edition=&volume=&categoryId=&keyword=: monographs edited in a drawer, or imported from a spreadsheet. */
export default function AdminMonographsPage() {
  const { title } = useRouteMeta();
  const { filters, keyword, pageNum, draft, setDraft, search, show } = useListFilters(FILTERS);
  const list = useMonographs({ ...filters, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const editing = useOpened<number | 'new'>();
  const importing = useOpened<true>();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <MonographToolbar draft={draft} setDraft={setDraft} search={search} filters={filters} onFilter={show} onCreate={() => editing.open('new')} onImport={() => importing.open(true)} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无药典品种" rows={8}>
          {list.data ? <MonographTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} onEdit={editing.open} /> : null}
        </QueryState>
        <Suspense fallback={null}>{editing.ever ? <MonographDrawer target={editing.value} onClose={editing.close} /> : null}</Suspense>
        <Suspense fallback={null}>{importing.ever ? <ImportDialog open={importing.value !== null} onClose={importing.close} /> : null}</Suspense>
      </div>
    </section>
  );
}
