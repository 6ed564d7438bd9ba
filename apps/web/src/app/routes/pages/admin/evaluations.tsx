import { EVALUATION_AUDIT_STATUS, EVALUATION_AUDIT_STATUS_OPTIONS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminList } from '@/features/admin/api/admin-lists';
import { EvaluationTable } from '@/features/admin/components/evaluation-table';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

/** 运营 · 评价审核 ?status=&keyword=: evaluations by audit status, 待审核 first. */
export default function AdminEvaluationsPage() {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(EVALUATION_AUDIT_STATUS.PENDING);
  const list = useAdminList('evaluation/query', query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder="机构名称、会员账号或评价内容" draft={draft} setDraft={setDraft} search={search} status={status} options={EVALUATION_AUDIT_STATUS_OPTIONS} all onStatus={(s) => show({ status: s })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无评价" rows={8}>
          {list.data ? <EvaluationTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
