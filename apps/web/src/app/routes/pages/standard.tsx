import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useIssuers } from '@/features/lookup/api/query-issuers';
import { useStandards } from '@/features/lookup/api/query-standards';
import { StandardFilterBar } from '@/features/lookup/components/standard-filter-bar';
import { StandardTable } from '@/features/lookup/components/standard-table';
import { lookupSearchHref } from '@/features/lookup/hrefs';
import { useStandardFilters } from '@/features/lookup/hooks/use-standard-filters';
import styles from './lookup-page.module.css';

/**
 * 质量标准 ?keyword=&level=&state=&issuer=&year=&pageNum=: the standards
 * library, filtered and paged; the address holds every filter.
 */
export default function StandardPage() {
  const { title } = useRouteMeta();
  const [filters, update] = useStandardFilters();
  const issuers = useIssuers();
  const { pageNum: _pageNum, ...query } = filters;
  const list = useStandards({
    keyword: query.keyword || undefined,
    level: query.level ?? undefined,
    state: query.state ?? undefined,
    issuer: query.issuer || undefined,
    year: query.year ?? undefined,
    pageNum: filters.pageNum,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const filtered = Boolean(query.level || query.state || query.issuer || query.year);
  const page = list.data;
  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={<Link to={lookupSearchHref(filters.keyword, 'all')}>在药典与标准中综合检索 →</Link>}
      />
      <StandardFilterBar filters={filters} issuers={issuers.data ?? []} onChange={update} />
      {page && !list.isPending ? (
        <p className={styles.summary} data-testid="standard-summary">
          {filters.keyword
            ? `与「${filters.keyword}」相关的标准 ${page.total} 条`
            : filtered
              ? `符合条件的标准 ${page.total} 条`
              : `共收录标准 ${page.total} 条`}
        </p>
      ) : null}
      <div className={styles.body}>
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={page?.list.length === 0}
          emptyText="没有符合条件的标准"
          rows={10}
        >
          {page ? <StandardTable page={page} loading={list.isFetching} onPage={(n) => update({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
