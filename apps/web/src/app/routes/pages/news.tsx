import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useArticleCategories } from '@/features/content/api/get-article-categories';
import { CategoryLatest } from '@/features/content/components/category-latest';
import { QueryState } from '@/components/query-state/query-state';
import styles from './news.module.css';

/** 新闻资讯: every top-level category with its newest articles. */
export default function NewsPage() {
  const { title } = useRouteMeta();
  const { data, isPending, isError } = useArticleCategories(0);
  return (
    <div className={styles.page}>
      <div className={styles.headingCard}>
        <PageHeading title={title} extra="政策资讯、行业动态、平台公告与标准解读" />
      </div>
      <QueryState isPending={isPending} isError={isError} isEmpty={data?.length === 0} rows={8}>
        <div className={styles.grid}>
          {(data ?? []).map((category) => (
            <CategoryLatest key={category.id} category={category} />
          ))}
        </div>
      </QueryState>
    </div>
  );
}
