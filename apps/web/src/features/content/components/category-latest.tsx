import type { ArticleCategory } from '@tcm/shared';
import { useLatestArticles } from '../api/get-latest-articles';
import { newsListHref } from '../hrefs';
import { ArticleTitleList } from './article-list';
import { QueryState } from '@/components/query-state/query-state';
import { SectionCard } from './section-card';

/** One category with its newest articles and a 更多 link to its list. */
export function CategoryLatest({ category, limit = 6 }: { category: ArticleCategory; limit?: number }) {
  const { data, isPending, isError } = useLatestArticles({ categoryId: category.id, limit });
  return (
    <SectionCard title={category.name} moreHref={newsListHref(category.id)} testId={`news-category-${category.code}`}>
      <QueryState isPending={isPending} isError={isError} isEmpty={data?.length === 0} rows={limit}>
        <ArticleTitleList items={data ?? []} />
      </QueryState>
    </SectionCard>
  );
}
