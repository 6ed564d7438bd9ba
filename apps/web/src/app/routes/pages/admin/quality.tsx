import { QUALITY_INFO_STATUS, QUALITY_INFO_STATUS_LABELS, type QualityInfoStatus } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminList } from '@/features/admin/api/admin-lists';
import { QualityTable } from '@/features/admin/components/quality-table';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

const TABS = Object.values(QUALITY_INFO_STATUS).map((value: QualityInfoStatus) => ({ value, label: QUALITY_INFO_STATUS_LABELS[value] }));

/** 运营 · 质检申请 ?status=&keyword=: applications from /examine, 待处理 first. */
export default function AdminQualityPage() {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(QUALITY_INFO_STATUS.PENDING);
  const list = useAdminList('qualityInfo/query', query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder="样品、检测目的、联系人、电话或单位" draft={draft} setDraft={setDraft} search={search} status={status} options={TABS} all onStatus={(s) => show({ status: s })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无质检申请" rows={8}>
          {list.data ? <QualityTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
