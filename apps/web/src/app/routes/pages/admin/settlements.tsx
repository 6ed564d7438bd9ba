import { SETTLEMENT_STATUS, SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminList } from '@/features/admin/api/admin-lists';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { SettlementTable } from '@/features/admin/components/settlement-table';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

const TABS = Object.values(SETTLEMENT_STATUS).map((value: SettlementStatus) => ({ value, label: SETTLEMENT_STATUS_LABELS[value] }));

/** 运营 · 入驻审核 ?status=&keyword=: institutions' applications, 待审核 first. */
export default function AdminSettlementsPage() {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(SETTLEMENT_STATUS.PENDING);
  const list = useAdminList('settlement/query', query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder="机构名称、信用代码、联系人或手机号" draft={draft} setDraft={setDraft} search={search} status={status} options={TABS} onStatus={(s) => show({ status: s })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无入驻申请" rows={8}>
          {list.data ? <SettlementTable page={list.data} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
