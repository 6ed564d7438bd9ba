import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PagePager } from '@/components/paged-list/page-pager';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useArticleCategories } from '@/features/content/api/get-article-categories';
import { useArticleList } from '@/features/content/api/get-article-list';
import { CategoryMenu } from '@/features/content/components/category-menu';
import { HelpQuestions } from '@/features/content/components/help-questions';
import { QueryState } from '@/components/query-state/query-state';
import styles from './help-center.module.css';

const HELP_CODE = 'help';

/** 帮助中心: the help category's children as a side menu, questions and answers (one open at a time), keyword search. */
export default function HelpCenterPage() {
  const { title } = useRouteMeta();
  const top = useArticleCategories(0);
  const help = top.data?.find((c) => c.code === HELP_CODE);
  const children = useArticleCategories(help?.id ?? 0, { enabled: Boolean(help) });
  const [selected, setSelected] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const categoryId = selected ?? help?.id ?? null;
  const list = useArticleList({ categoryId, keyword, pageNum, pageSize: DEFAULT_PAGE_SIZE }, { enabled: categoryId !== null });
  const page = list.data;

  return (
    <div className={styles.layout}>
      <aside>
        {help ? (
          <CategoryMenu
            title={help.name}
            allLabel="全部问题"
            parentId={help.id}
            items={children.data ?? []}
            selectedId={categoryId ?? help.id}
            onSelect={(id) => {
              setSelected(id);
              setPageNum(1);
            }}
          />
        ) : null}
      </aside>
      <section className={styles.main}>
        <PageHeading
          title={title}
          extra={
            <SearchInput
              allowClear
              placeholder="搜索问题关键词"
              ariaLabel="搜索帮助问题"
              className={styles.search}
              onSearch={(value) => {
                setKeyword(value.trim());
                setPageNum(1);
              }}
            />
          }
        />
        <div className={styles.body}>
          <QueryState
            isPending={top.isPending || list.isPending}
            isError={top.isError || list.isError}
            isEmpty={page?.list.length === 0}
            emptyText={keyword ? `没有找到与「${keyword}」相关的问题` : '暂无问题'}
            rows={8}
          >
            <HelpQuestions items={page?.list ?? []} testId="help-questions" />
          </QueryState>
          <PagePager page={page} onPage={setPageNum} className={styles.pagination} showTotal={null} />
        </div>
      </section>
    </div>
  );
}
