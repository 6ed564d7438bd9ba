import { MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_OPTIONS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminList } from '@/features/admin/api/admin-lists';
import { RealNameTable } from '@/features/admin/components/real-name-table';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

/** Submitted, approved and rejected reviews; 待实名认证 (nothing submitted) is not a queue. */
const TABS = MEMBER_INFO_STATUS_OPTIONS.filter((o) => o.value !== MEMBER_INFO_STATUS.PENDING_VERIFICATION);

/** 运营 · 实名审核 ?status=&keyword=: members' real-name submissions, 待审核 first. */
export default function AdminRealNamePage() {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(MEMBER_INFO_STATUS.PENDING_REVIEW);
  const list = useAdminList('member/queryRealName', query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder="账号、手机号、姓名或企业名称" draft={draft} setDraft={setDraft} search={search} status={status} options={TABS} onStatus={(s) => show({ status: s })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无实名认证申请" rows={8}>
          {list.data ? <RealNameTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
