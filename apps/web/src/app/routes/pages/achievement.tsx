import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAchievements } from '@/features/achievements/api/find-tech-achievement';
import { AchievementFilter } from '@/features/achievements/components/achievement-filter';
import { AchievementList } from '@/features/achievements/components/achievement-list';
import { positiveIntParam } from '@/lib/query-params';
import styles from './organization.module.css';

/** 技术成果 ?field=&keyword=&pageNum=: transfer-ready results of research institutes; the address holds the filters. */
export default function AchievementPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const field = params.get('field')?.trim().slice(0, 20) || null;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const list = useAchievements({ field: field ?? undefined, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });

  const update = (patch: { field?: string | null; keyword?: string; pageNum?: number }) => {
    const next = { field, keyword, ...patch, pageNum: patch.pageNum ?? 1 };
    const query = new URLSearchParams();
    if (next.field) query.set('field', next.field);
    if (next.keyword) query.set('keyword', next.keyword);
    if (next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  return (
    <section className={styles.card}>
      <PageHeading title={title} extra="科研院所可转化的中药领域技术成果" />
      <AchievementFilter field={field} keyword={keyword} onChange={update} />
      <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="没有符合条件的技术成果，换个条件试试" rows={10}>
        {list.data ? <AchievementList page={list.data} onPage={(n) => update({ pageNum: n })} /> : null}
      </QueryState>
    </section>
  );
}
