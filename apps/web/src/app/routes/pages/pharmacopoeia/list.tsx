import { PHARMACOPOEIA_VOLUME_LABELS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { PagePager } from '@/components/paged-list/page-pager';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMonographs } from '@/features/lookup/api/find-monographs';
import { useCatalogue } from '@/features/lookup/api/query-catalogue';
import { CatalogueMenu } from '@/features/lookup/components/catalogue-menu';
import { EditionSwitch } from '@/features/lookup/components/edition-switch';
import { LookupSearchBox } from '@/features/lookup/components/lookup-search-box';
import { MonographList } from '@/features/lookup/components/monograph-list';
import { PinyinIndex } from '@/features/lookup/components/pinyin-index';
import { useCatalogueParams } from '@/features/lookup/hooks/use-catalogue-params';
import frame from '../lookup-page.module.css';
import styles from './pharmacopoeia-page.module.css';

/** A catalogue page holds more rows than a news list: names are short and scanned by letter. */
const CATALOGUE_PAGE_SIZE = 20;

/** 药典目录 ?volume=&categoryId=&initial=&edition=&pageNum=: monographs by category and pinyin initial. */
export default function PharmacopoeiaListPage() {
  const { title } = useRouteMeta();
  const [p, update] = useCatalogueParams();
  const catalogue = useCatalogue(p.edition);
  const list = useMonographs({
    edition: p.edition,
    volume: p.volume ?? undefined,
    categoryId: p.categoryId ?? undefined,
    initial: p.initial ?? undefined,
    pageNum: p.pageNum,
    pageSize: CATALOGUE_PAGE_SIZE,
  });

  const category = catalogue.data?.flatMap((v) => v.categories).find((c) => c.id === p.categoryId);
  const where = category
    ? `${PHARMACOPOEIA_VOLUME_LABELS[category.volume]} · ${category.name}`
    : p.volume
      ? PHARMACOPOEIA_VOLUME_LABELS[p.volume]
      : '全部品种';
  const page = list.data;
  return (
    <div className={frame.layout}>
      <aside className={frame.aside}>
        <CatalogueMenu
          volumes={catalogue.data ?? []}
          value={{ volume: p.volume, categoryId: p.categoryId }}
          onSelect={(s) => update({ ...s, initial: null })}
        />
      </aside>
      <section className={frame.card}>
        <PageHeading title={title} extra={<EditionSwitch value={p.edition} onChange={(edition) => update({ edition })} />} />
        <div className={styles.listHead}>
          <span data-testid="catalogue-where">
            {where}
            {p.initial ? ` · 首字母 ${p.initial}` : ''}
            {page ? `（${page.total}）` : ''}
          </span>
          <LookupSearchBox className={styles.listSearch} size="middle" scope="monograph" placeholder="药名、拼音、首字母或拉丁名" />
        </div>
        <PinyinIndex value={p.initial} onChange={(initial) => update({ initial })} />
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={page?.list.length === 0}
          emptyText="该条件下暂无品种"
          rows={10}
        >
          <MonographList items={page?.list ?? []} />
        </QueryState>
        <PagePager page={page} onPage={(n) => update({ pageNum: n })} className={styles.pagination} />
      </section>
    </div>
  );
}
