import { GOODS_STATUS, GOODS_STATUS_OPTIONS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminList } from '@/features/admin/api/admin-lists';
import { ProductTable } from '@/features/admin/components/product-table';
import { ReviewToolbar } from '@/features/admin/components/review-toolbar';
import { useAdminFilters } from '@/features/admin/hooks/use-admin-filters';
import styles from './admin-page.module.css';

/** Submitted and reviewed listings; a draft is the supplier's own business until submitted. */
const TABS = GOODS_STATUS_OPTIONS.filter((o) => o.value !== GOODS_STATUS.DRAFT);

/** 运营 · 商品审核 ?status=&keyword=: members' products, 审核中 first and oldest first. */
export default function AdminProductsPage() {
  const { title } = useRouteMeta();
  const { query, status, draft, setDraft, search, show } = useAdminFilters(GOODS_STATUS.IN_REVIEW);
  const list = useAdminList('product/query', query);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ReviewToolbar placeholder="产品名称、供应商账号或企业名称" draft={draft} setDraft={setDraft} search={search} status={status} options={TABS} onStatus={(s) => show({ status: s })} />
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无产品" rows={8}>
          {list.data ? <ProductTable page={list.data} status={status} loading={list.isFetching} onPage={(n) => show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
