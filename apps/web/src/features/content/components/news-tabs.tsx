import { useState } from 'react';
import { Tabs } from '@/components/lite/tabs/tabs';
import { useArticleCategories } from '../api/get-article-categories';
import { useLatestArticles } from '../api/get-latest-articles';
import { paths } from '@/config/paths';
import { ArticleTitleList } from './article-list';
import { QueryState } from '@/components/query-state/query-state';
import { SectionCard } from './section-card';

const NEWS_PER_TAB = 7;

function TabArticles({ categoryId }: { categoryId: number }) {
  const { data, isPending, isError } = useLatestArticles({ categoryId, limit: NEWS_PER_TAB });
  return (
    <QueryState isPending={isPending} isError={isError} isEmpty={data?.length === 0} rows={NEWS_PER_TAB}>
      <ArticleTitleList items={data ?? []} />
    </QueryState>
  );
}

/** 资讯动态: one tab per top-level category, its newest articles; only the open tab is fetched. 更多 opens the news home. */
export function NewsTabs() {
  const categories = useArticleCategories(0);
  const [active, setActive] = useState<number | null>(null);
  const list = categories.data ?? [];
  const activeId = active ?? list[0]?.id ?? null;
  return (
    <SectionCard title="资讯动态" moreHref={paths.news.path} testId="home-news">
      <QueryState isPending={categories.isPending} isError={categories.isError} isEmpty={list.length === 0} rows={NEWS_PER_TAB}>
        <Tabs
          aria-label="资讯分类"
          activeKey={activeId === null ? undefined : String(activeId)}
          onChange={(key) => setActive(Number(key))}
          items={list.map((c) => ({
            key: String(c.id),
            label: c.name,
            children: <TabArticles categoryId={c.id} />,
          }))}
        />
      </QueryState>
    </SectionCard>
  );
}
