import { useArticleCategories } from '../api/get-article-categories';
import { useLatestArticles } from '../api/get-latest-articles';
import { newsListHref } from '../hrefs';
import { ArticleTitleList } from './article-list';
import { QueryState } from '@/components/query-state/query-state';
import { SectionCard } from './section-card';

const NOTICE_CODE = 'notice';

/** 平台公告: the newest articles of the notice category. */
export function NoticeList({ limit = 6 }: { limit?: number }) {
  const { data, isPending, isError } = useLatestArticles({ categoryCode: NOTICE_CODE, limit });
  const categories = useArticleCategories(0);
  const noticeId = categories.data?.find((c) => c.code === NOTICE_CODE)?.id;
  return (
    <SectionCard title="平台公告" moreHref={noticeId ? newsListHref(noticeId) : undefined} testId="home-notices">
      <QueryState isPending={isPending} isError={isError} isEmpty={data?.length === 0} rows={limit}>
        <ArticleTitleList items={data ?? []} />
      </QueryState>
    </SectionCard>
  );
}
