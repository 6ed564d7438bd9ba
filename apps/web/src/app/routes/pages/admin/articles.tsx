import { useState } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/features/content/components/query-state';
import { useAdminArticles } from '@/features/admin-content/api/get-articles';
import { ArticleDrawer } from '@/features/admin-content/components/article-drawer';
import { ArticleTable } from '@/features/admin-content/components/article-table';
import { ArticleToolbar } from '@/features/admin-content/components/article-toolbar';
import { CategoryModal } from '@/features/admin-content/components/category-modal';
import { useArticleFilters } from '@/features/admin-content/hooks/use-article-filters';
import styles from './admin-page.module.css';

/** 运营 · 资讯管理 ?categoryId=&status=&keyword=: every article, edited in a drawer; categories in 分类管理. */
export default function AdminArticlesPage() {
  const { title } = useRouteMeta();
  const { query, draft, setDraft, search, show } = useArticleFilters();
  const list = useAdminArticles(query);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [categories, setCategories] = useState(false);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ArticleToolbar query={query} draft={draft} setDraft={setDraft} search={search} onFilter={show} onCreate={() => setEditing('new')} onCategories={() => setCategories(true)} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无资讯" rows={8}>
          {list.data ? <ArticleTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} onEdit={setEditing} /> : null}
        </QueryState>
        <ArticleDrawer target={editing} onClose={() => setEditing(null)} />
        <CategoryModal open={categories} onClose={() => setCategories(false)} />
      </div>
    </section>
  );
}
