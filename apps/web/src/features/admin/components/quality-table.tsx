import { Suspense, useState } from 'react';
import { formatDate, QUALITY_INFO_MOVES, type AdminQualityInfoPage, type AdminQualityInfoRow } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { MaskedValue } from './masked-value';
import styles from './admin.module.css';

/** 处理's dialog (an antd form) loads when it is first opened. */
const QualityMarkDialog = lazyPartWithAntd(() => import('./quality-mark-dialog').then((m) => m.QualityMarkDialog));

/** 处理 is offered while QUALITY_INFO_MOVES leaves the row's status a move. */
const canMark = (row: AdminQualityInfoRow) => QUALITY_INFO_MOVES[row.status].length > 0;

const columns = (mark: (row: AdminQualityInfoRow) => void): readonly TableColumn<AdminQualityInfoRow>[] => [
  { key: 'sample', title: '样品', width: 160, render: (r) => (<>{r.sampleName}<div className={styles.hint}>{r.memberAccount ?? '未登录提交'}</div></>) },
  { key: 'purpose', title: '检测目的 / 需求', render: (r) => (<><div>{r.purpose}</div><p className={`${styles.pre} ${styles.hint}`}>{r.wishes}</p></>) },
  { key: 'contact', title: '联系人', width: 220, render: (r) => (<>{r.contactName} <MaskedValue kind="qualityInfo" id={r.id} field="contactPhone" masked={r.contactPhone} /><div className={styles.hint}>{r.companyName}</div></>) },
  { key: 'status', title: '状态', width: 170, render: (r) => (<>{r.statusName}{r.note ? <div className={styles.hint}>说明：{r.note}</div> : null}</>) },
  { key: 'at', title: '提交时间', width: 150, render: (r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 90,
    render: (r) =>
      canMark(r) ? (
        <Button size="small" kind="primary" onClick={() => mark(r)}>
          处理
        </Button>
      ) : null,
  },
];

/** Quality-inspection applications from /examine, with 处理 while a move is left. */
export function QualityTable({ page, loading, onPage }: { page: AdminQualityInfoPage; loading: boolean; onPage: (n: number) => void }) {
  const [marking, setMarking] = useState<AdminQualityInfoRow | null>(null);
  return (
    <>
      <PagedTable<AdminQualityInfoRow> data-testid="quality-table" columns={columns(setMarking)} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />
      <Suspense fallback={null}>{marking ? <QualityMarkDialog row={marking} onClose={() => setMarking(null)} /> : null}</Suspense>
    </>
  );
}
