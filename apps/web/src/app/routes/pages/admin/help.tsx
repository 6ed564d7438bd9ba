import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useHelpCategories } from '@/features/admin-info/api/get-help-categories';
import { useHelpList } from '@/features/admin-info/api/get-help-list';
import { HelpDrawer } from '@/features/admin-info/components/help-drawer';
import { HelpFilters } from '@/features/admin-info/components/help-filters';
import { HelpTable } from '@/features/admin-info/components/help-table';
import styles from './admin-page.module.css';

/** 运营 · 帮助问答: the help centre's questions by category and keyword, edited in a drawer, reordered within a category. */
export default function AdminHelpPage() {
  const { title } = useRouteMeta();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const categories = useHelpCategories();
  // One category unfiltered is shown whole, so moving a question sends that category's full order.
  const ordering = categoryId !== undefined && !keyword;
  const list = useHelpList({ categoryId, keyword: keyword || undefined, pageNum, pageSize: ordering ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE });
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <HelpFilters
          categories={categories.data ?? []}
          categoryId={categoryId}
          onCategory={(id) => {
            setCategoryId(id);
            setPageNum(1);
          }}
          onSearch={(v) => {
            setKeyword(v);
            setPageNum(1);
          }}
          onCreate={() => setEditing('new')}
        />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText={keyword ? `没有找到与「${keyword}」相关的问题` : '暂无问题'} rows={8}>
          {list.data ? <HelpTable page={list.data} loading={list.isFetching} orderCategoryId={ordering ? categoryId : null} onPage={setPageNum} onEdit={setEditing} /> : null}
        </QueryState>
        <HelpDrawer target={editing} categories={categories.data ?? []} defaultCategoryId={categoryId} onClose={() => setEditing(null)} />
      </div>
    </section>
  );
}
