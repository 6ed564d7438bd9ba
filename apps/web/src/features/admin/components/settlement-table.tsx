import { Suspense } from 'react';
import { formatDate, type AdminSettlementPage, type AdminSettlementRow } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { useOpened } from '@/lib/use-opened';
import { MaskedValue } from './masked-value';
import { SettlementActions } from './settlement-actions';
import styles from './admin.module.css';

/** The detail drawer (antd's Drawer and Descriptions) loads on the first 详情. */
const SettlementDrawer = lazyPartWithAntd(() => import('./settlement-drawer').then((m) => m.SettlementDrawer));

const columns = (view: (id: number) => void): readonly TableColumn<AdminSettlementRow>[] => [
  { key: 'name', title: '机构名称', render: (r) => (<>{r.companyName}<div className={styles.hint}>{r.unifyCode}</div></>) },
  { key: 'contact', title: '联系人', width: 170, render: (r) => (<>{r.contactName}<div className={styles.hint}><MaskedValue kind="settlement" id={r.id} field="mobile" masked={r.mobile} /></div></>) },
  { key: 'area', title: '地区', width: 150, render: (r) => `${r.province} ${r.city}` },
  { key: 'status', title: '状态', width: 160, render: (r) => (<>{r.statusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>) },
  { key: 'at', title: '申请时间', width: 150, render: (r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 200,
    render: (r) => (
      <div className={styles.actions}>
        <Button size="small" onClick={() => view(r.id)}>
          详情
        </Button>
        <SettlementActions row={r} />
      </div>
    ),
  },
];

/** Institutions' settlement applications; 详情 opens everything they submitted. */
export function SettlementTable({ page, loading, onPage }: { page: AdminSettlementPage; loading: boolean; onPage: (n: number) => void }) {
  const viewing = useOpened<number>();
  return (
    <>
      <PagedTable<AdminSettlementRow> data-testid="settlement-table" columns={columns(viewing.open)} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />
      <Suspense fallback={null}>{viewing.ever ? <SettlementDrawer id={viewing.value} onClose={viewing.close} /> : null}</Suspense>
    </>
  );
}
