import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PagePager } from '@/components/paged-list/page-pager';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { usePubsInformation } from '@/features/content/api/get-pubs-information';
import { PubsRows } from '@/features/content/components/pubs-rows';
import { QueryState } from '@/components/query-state/query-state';
import { positiveIntParam } from '@/lib/query-params';
import styles from './detail.module.css';

const ALL = '全部';
/** The notice types the platform publishes (the seed and the operators use these four). */
const TYPES = [ALL, '资质公示', '抽检公告', '规则公告', '处罚公示'];

/** 公示公告 ?infoType=&pageNum=: every public notice, newest first, by type, paged. */
export default function NewsNoticesPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const infoType = TYPES.includes(params.get('infoType') ?? '') ? params.get('infoType')! : ALL;
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const list = usePubsInformation({ infoType: infoType === ALL ? undefined : infoType, pageNum, pageSize: DEFAULT_PAGE_SIZE });

  const go = (next: { infoType?: string; pageNum?: number }) => {
    const query = new URLSearchParams();
    const type = next.infoType ?? infoType;
    if (type !== ALL) query.set('infoType', type);
    if (next.pageNum && next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  const page = list.data;
  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <RadioGroup
            look="segmented"
            ariaLabel="公告类型"
            options={TYPES.map((t) => ({ value: t, label: t }))}
            value={infoType}
            onChange={(v) => go({ infoType: v, pageNum: 1 })}
          />
        }
      />
      <div className={styles.body} data-testid="notices">
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={page?.list.length === 0} rows={10}>
          <PubsRows items={page?.list ?? []} />
        </QueryState>
        <PagePager page={page} onPage={(n) => go({ pageNum: n })} className={styles.pagination} />
      </div>
    </section>
  );
}
