import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ArticleCategory } from '@tcm/shared';
import { PagePager } from '@/components/paged-list/page-pager';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useAllCategories } from '@/features/content/api/get-all-categories';
import { useArticleList } from '@/features/content/api/get-article-list';
import { ArticleRows } from '@/features/content/components/article-list';
import { CategoryMenu } from '@/features/content/components/category-menu';
import { QueryState } from '@/components/query-state/query-state';
import { positiveIntParam } from '@/lib/query-params';
import styles from './list.module.css';

/** The top-level category a category belongs to (itself when it is top-level). */
function topOf(all: ArticleCategory[], id: number | null): ArticleCategory | null {
  let current = all.find((c) => c.id === id) ?? null;
  while (current && current.parentId !== 0) {
    const parentId = current.parentId;
    current = all.find((c) => c.id === parentId) ?? null;
  }
  return current;
}

/**
 * 资讯列表 ?categoryId=&pageNum=: the category's articles (its children
 * included, pinned first), a side menu of its children, pagination.
 * The address holds the state, so back and reload keep the page.
 */
export default function NewsListPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const categoryId = positiveIntParam(params.get('categoryId'));
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const all = useAllCategories();
  const list = useArticleList({ categoryId, pageNum, pageSize: DEFAULT_PAGE_SIZE });

  const categories = all.data?.list ?? [];
  const top = topOf(categories, categoryId);
  const current = categories.find((c) => c.id === categoryId);
  const menuItems = top
    ? categories.filter((c) => c.parentId === top.id).sort((a, b) => a.sort - b.sort)
    : categories.filter((c) => c.parentId === 0).sort((a, b) => a.sort - b.sort);

  const go = (next: { categoryId?: number | null; pageNum?: number }) => {
    const query = new URLSearchParams();
    const cid = next.categoryId === undefined ? categoryId : next.categoryId;
    if (cid) query.set('categoryId', String(cid));
    if (next.pageNum && next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  const page = list.data;
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <CategoryMenu
          title={top?.name ?? '资讯分类'}
          allLabel={top ? `全部${top.name}` : '全部资讯'}
          parentId={top?.id ?? 0}
          items={menuItems}
          selectedId={categoryId ?? 0}
          onSelect={(id) => go({ categoryId: id || null, pageNum: 1 })}
        />
      </aside>
      <section className={styles.main}>
        <PageHeading title={title} extra={current ? `当前分类：${current.name}` : '全部资讯'} />
        <div className={styles.body}>
          <QueryState isPending={list.isPending} isError={list.isError} isEmpty={page?.list.length === 0} rows={10}>
            <ArticleRows items={page?.list ?? []} />
          </QueryState>
          <PagePager page={page} onPage={(n) => go({ pageNum: n })} className={styles.pagination} />
        </div>
      </section>
    </div>
  );
}
