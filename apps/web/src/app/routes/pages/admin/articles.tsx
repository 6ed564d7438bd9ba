import { Suspense } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminArticles } from '@/features/admin-content/api/get-articles';
import { ArticleTable } from '@/features/admin-content/components/article-table';
import { ArticleToolbar } from '@/features/admin-content/components/article-toolbar';
import { useArticleFilters } from '@/features/admin-content/hooks/use-article-filters';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { useOpened } from '@/lib/use-opened';
import styles from './admin-page.module.css';

/** The editor's drawer and 分类管理 (antd forms, the rich-text editor) load when first opened. */
const ArticleDrawer = lazyPartWithAntd(() => import('@/features/admin-content/components/article-drawer').then((m) => m.ArticleDrawer));
const CategoryModal = lazyPartWithAntd(() => import('@/features/admin-content/components/category-modal').then((m) => m.CategoryModal));

/** 运营 · 资讯管理 ?categoryId=&status=&keyword=: every article, edited in a drawer; categories in 分类管理. */
export default function AdminArticlesPage() {
  const { title } = useRouteMeta();
  const { query, show } = useArticleFilters();
  const list = useAdminArticles(query);
  const editing = useOpened<number | 'new'>();
  const categories = useOpened<true>();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ArticleToolbar query={query} onFilter={show} onCreate={() => editing.open('new')} onCategories={() => categories.open(true)} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无资讯" rows={8}>
          {list.data ? <ArticleTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} onEdit={editing.open} /> : null}
        </QueryState>
        <Suspense fallback={null}>{editing.ever ? <ArticleDrawer target={editing.value} onClose={editing.close} /> : null}</Suspense>
        <Suspense fallback={null}>{categories.ever ? <CategoryModal open={categories.value !== null} onClose={categories.close} /> : null}</Suspense>
      </div>
    </section>
  );
}
