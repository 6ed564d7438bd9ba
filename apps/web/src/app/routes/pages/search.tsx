import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, DEFAULT_SEARCH_TYPE, formatListTime, searchTotalLabel } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { PagePager } from '@/components/paged-list/page-pager';
import { Tabs } from '@/components/lite/tabs/tabs';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useArticleCategories } from '@/features/content/api/get-article-categories';
import { useSearchArticles } from '@/features/content/api/search-articles';
import { TextRuns } from '@/components/text-runs/text-runs';
import { QueryState } from '@/components/query-state/query-state';
import { positiveIntParam } from '@/lib/query-params';
import { articleHref } from '@/features/content/hrefs';
import styles from './search.module.css';

/**
 * 搜索结果 ?searchStr=&salt=&searchType=&pageNum= (§2). Tabs are the
 * top-level categories, 政策资讯 by default; an empty search lists the newest
 * articles; salt is in the query key so the same words searched again ask
 * the server again.
 */
export default function SearchPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const searchStr = (params.get('searchStr') ?? '').trim();
  const searchType = params.get('searchType') || DEFAULT_SEARCH_TYPE;
  const salt = params.get('salt') ?? '';
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const categories = useArticleCategories(0);
  const result = useSearchArticles({ searchStr, searchType, pageNum, pageSize: DEFAULT_PAGE_SIZE, salt });

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const page = result.data;
  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <span data-testid="search-str">
            {searchStr ? (
              <>
                搜索关键词：<strong>{searchStr}</strong>
              </>
            ) : (
              '未输入搜索关键词，显示最新资讯'
            )}
          </span>
        }
      />
      <div className={styles.body}>
        <Tabs
          className={styles.tabs}
          aria-label="资讯分类"
          activeKey={searchType}
          onChange={(key) => update({ searchType: key, pageNum: null })}
          items={(categories.data ?? []).map((c) => ({ key: c.name, label: c.name }))}
          // The categories load on their own: the results below do not wait for the tab bar, which keeps its height meanwhile.
        />
        {page && !result.isPending ? (
          <p className={styles.summary} data-testid="search-summary">
            {searchStr ? `在「${searchType}」中找到 ${searchTotalLabel(page.total)} 条相关结果` : `「${searchType}」最新资讯，共 ${searchTotalLabel(page.total)} 条`}
          </p>
        ) : null}
        <QueryState
          isPending={result.isPending}
          isError={result.isError}
          isEmpty={page?.list.length === 0}
          emptyText={searchStr ? `没有找到与「${searchStr}」相关的${searchType}` : '暂无内容'}
          rows={10}
        >
          <ul className={styles.hits} data-testid="search-hits">
            {(page?.list ?? []).map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <Link to={articleHref(hit.id)} className={styles.hitTitle}>
                  <TextRuns runs={hit.titleRuns} />
                </Link>
                <p className={styles.hitSummary}>
                  <TextRuns runs={hit.summaryRuns} />
                </p>
                <p className={styles.hitMeta}>
                  <span>{hit.categoryName}</span>
                  <span>来源：{hit.source}</span>
                  <time dateTime={hit.publishTime}>{formatListTime(hit.publishTime)}</time>
                </p>
              </li>
            ))}
          </ul>
        </QueryState>
        <PagePager page={page} onPage={(n) => update({ pageNum: n > 1 ? String(n) : null })} className={styles.pagination} showTotal={(total) => `共 ${searchTotalLabel(total)} 条`} />
      </div>
    </section>
  );
}
