import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COLLECT_TYPE, COLLECT_TYPE_LABELS, DEFAULT_PAGE_SIZE, type CollectType } from '@tcm/shared';
import { Tabs } from '@/components/lite/tabs/tabs';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useMyCollect } from '@/features/collect/api/find-my-collect';
import { CollectList } from '@/features/collect/components/collect-list';
import { QueryState } from '@/components/query-state/query-state';
import styles from './collect.module.css';

const TYPES = Object.values(COLLECT_TYPE) as CollectType[];
/** The 全部 tab: every type, newest first. */
const ALL = 0;

function typeParam(raw: string | null): CollectType | typeof ALL {
  const n = Number(raw);
  return (TYPES as number[]).includes(n) ? (n as CollectType) : ALL;
}

/** 我的收藏 ?type=&pageNum=: the member's favourites, all or by type; each row leads to its item or is cancelled. */
export default function PcenterCollectPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const collectType = typeParam(params.get('type'));
  const pageNum = Math.max(1, Math.floor(Number(params.get('pageNum'))) || 1);
  const list = useMyCollect({ collectType: collectType || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const show = (type: CollectType | typeof ALL, page = 1) => {
    const next = new URLSearchParams();
    if (type) next.set('type', String(type));
    if (page > 1) next.set('pageNum', String(page));
    setParams(next);
  };

  // Cancelling the last row of a later page leaves it empty: step back a page.
  const emptyLaterPage = pageNum > 1 && list.data?.list.length === 0 && !list.isFetching;
  useEffect(() => {
    if (!emptyLaterPage) return;
    const previous = new URLSearchParams(params);
    previous.set('pageNum', String(pageNum - 1));
    setParams(previous, { replace: true });
  }, [emptyLaterPage, pageNum, params, setParams]);

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <Tabs
          aria-label="收藏类型"
          activeKey={String(collectType)}
          onChange={(key) => show(Number(key) as CollectType)}
          items={[{ key: String(ALL), label: '全部' }, ...TYPES.map((type) => ({ key: String(type), label: COLLECT_TYPE_LABELS[type] }))]}
        />
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={list.data?.list.length === 0}
          emptyText={collectType ? `还没有收藏${COLLECT_TYPE_LABELS[collectType]}` : '还没有收藏任何内容'}
          rows={6}
        >
          {list.data ? <CollectList page={list.data} loading={list.isFetching} onPage={(n) => show(collectType, n)} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
