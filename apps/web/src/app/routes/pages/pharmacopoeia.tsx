import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useCatalogue } from '@/features/lookup/api/query-catalogue';
import { EditionSwitch } from '@/features/lookup/components/edition-switch';
import { LookupSearchBox } from '@/features/lookup/components/lookup-search-box';
import { VolumeOverview } from '@/features/lookup/components/volume-overview';
import { editionParam } from '@/features/lookup/editions';
import { catalogueHref } from '@/features/lookup/hrefs';
import styles from './pharmacopoeia/pharmacopoeia-page.module.css';
import frame from './lookup-page.module.css';

/** 药典查询 ?edition=: one search over monographs and standards, and the volumes of the chosen edition. */
export default function PharmacopoeiaPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const edition = editionParam(params.get('edition'));
  const catalogue = useCatalogue(edition);

  return (
    <section className={frame.card}>
      <PageHeading title={title} extra={<Link to={catalogueHref({ edition })}>按拼音浏览全部品种 →</Link>} />
      <div className={styles.hero}>
        <p className={styles.heroTitle}>中国药典与质量标准检索</p>
        <LookupSearchBox className={styles.heroSearch} />
        <p className={styles.heroHint}>支持药名、汉语拼音（renshen）、拼音首字母（rs）、拉丁名、植物学名、别名与标准编号</p>
      </div>
      <div className={styles.overview}>
        <div className={styles.overviewHead}>
          <h2>药典分部与类别</h2>
          <EditionSwitch value={edition} onChange={(next) => setParams({ edition: String(next) })} />
        </div>
        <QueryState isPending={catalogue.isPending} isError={catalogue.isError} isEmpty={catalogue.data?.length === 0} rows={6}>
          <VolumeOverview volumes={catalogue.data ?? []} edition={edition} />
        </QueryState>
      </div>
    </section>
  );
}
