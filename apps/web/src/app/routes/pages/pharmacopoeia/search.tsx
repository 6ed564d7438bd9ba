import { DEFAULT_PAGE_SIZE, PHARMACOPOEIA_VOLUME_LABELS, STANDARD_LEVEL_LABELS, type LookupScope } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { PagePager } from '@/components/paged-list/page-pager';
import { Select } from '@/components/lite/select/select';
import { Tabs } from '@/components/lite/tabs/tabs';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useLookupSearch } from '@/features/lookup/api/lookup-search';
import { LookupSearchBox } from '@/features/lookup/components/lookup-search-box';
import { SearchHits } from '@/features/lookup/components/search-hits';
import { useLookupSearchState } from '@/features/lookup/hooks/use-lookup-search-params';
import frame from '../lookup-page.module.css';
import styles from './pharmacopoeia-page.module.css';

const SCOPE_TABS: { key: LookupScope; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'monograph', label: '药典品种' },
  { key: 'standard', label: '质量标准' },
];
const volumeOptions = Object.entries(PHARMACOPOEIA_VOLUME_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const levelOptions = Object.entries(STANDARD_LEVEL_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** 药典检索 ?q=&scope=&volume=&level=&edition=&pageNum=: one ranked list over monographs and standards. */
export default function PharmacopoeiaSearchPage() {
  const { title } = useRouteMeta();
  const [s, update] = useLookupSearchState();
  const result = useLookupSearch({
    q: s.q,
    scope: s.scope,
    edition: s.edition,
    // A filter of the other kind would hide everything: each applies only where it means something.
    volume: s.scope !== 'standard' ? (s.volume ?? undefined) : undefined,
    level: s.scope !== 'monograph' ? (s.level ?? undefined) : undefined,
    pageNum: s.pageNum,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const page = result.data;
  return (
    <section className={frame.card}>
      <PageHeading title={title} />
      <div className={styles.searchHead}>
        <LookupSearchBox defaultValue={s.q} onSearch={(q) => update({ q })} />
      </div>
      <div className={styles.searchBody}>
        {/* The filters sit beside the tab bar (its extra), not inside it: a tablist holds tabs only (ARIA). */}
        <Tabs
          aria-label="检索范围"
          activeKey={s.scope}
          onChange={(key) => update({ scope: key as LookupScope })}
          items={SCOPE_TABS}
          extra={
            <div className={styles.searchFilters}>
              {s.scope !== 'standard' ? (
                <Select<number>
                  ariaLabel="药典分部"
                  placeholder="全部分部"
                  className={styles.filterSelect}
                  value={s.volume}
                  options={volumeOptions}
                  onChange={(v) => update({ volume: v as typeof s.volume })}
                />
              ) : null}
              {s.scope !== 'monograph' ? (
                <Select<number>
                  ariaLabel="标准级别"
                  placeholder="全部级别"
                  className={styles.filterSelect}
                  value={s.level}
                  options={levelOptions}
                  onChange={(v) => update({ level: v as typeof s.level })}
                />
              ) : null}
            </div>
          }
        >
          {!s.q ? (
            <p className={styles.prompt}>请输入药名、拼音、拉丁名或标准编号开始检索</p>
          ) : (
            <>
              {page && !result.isPending ? (
                <p className={styles.summary} data-testid="lookup-summary">
                  找到与「{s.q}」相关的结果 {page.total} 条
                </p>
              ) : null}
              <QueryState
                isPending={result.isPending}
                isError={result.isError}
                isEmpty={page?.list.length === 0}
                emptyText={`没有找到与「${s.q}」相关的药典品种或标准，换个说法试试：拼音、首字母或拉丁名`}
                rows={10}
              >
                <SearchHits hits={page?.list ?? []} />
              </QueryState>
              <PagePager page={page} onPage={(n) => update({ pageNum: n })} className={styles.pagination} />
            </>
          )}
        </Tabs>
      </div>
    </section>
  );
}
