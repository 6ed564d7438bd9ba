import { JUDGEMENT_LABELS, type Judgement, type QualityRow } from '@tcm/shared';
import { PagedTable, type TablePage } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import styles from './quality.module.css';

const TAG_COLORS: Record<Judgement, 'green' | 'red' | 'default'> = { pass: 'green', fail: 'red', none: 'default' };

const COLUMNS: TableColumn<QualityRow>[] = [
  { key: 'date', title: '报告日期', width: 104, render: (r) => r.reportedAt.slice(0, 10) },
  {
    key: 'order',
    title: '订单 / 报告',
    width: 190,
    render: (r) => (
      <>
        <div>{r.orderNo}</div>
        <div className={styles.subject}>{r.reportNo}</div>
      </>
    ),
  },
  {
    key: 'sample',
    title: '样品 · 批号',
    render: (r) => (
      <>
        <div>{r.sampleName}</div>
        <div className={styles.subject}>批号 {r.batchNo}</div>
      </>
    ),
  },
  {
    key: 'supplier',
    title: '供应商 · 产地',
    render: (r) => (
      <>
        <div>{r.supplier || '—'}</div>
        <div className={styles.subject}>{r.origin || '—'}</div>
      </>
    ),
  },
  { key: 'institution', title: '检测机构', ellipsis: true, render: (r) => r.institutionName },
  {
    key: 'item',
    title: '检测项目',
    render: (r) => (
      <>
        {r.itemName}
        {r.subject ? <span className={styles.subject}> · {r.subject}</span> : null}
      </>
    ),
  },
  { key: 'result', title: '检测结果', width: 120, render: (r) => <span className={r.judgement === 'fail' ? styles.fail : undefined}>{r.result}</span> },
  { key: 'limit', title: '标准规定', width: 110, render: (r) => r.limitDisplay },
  {
    key: 'judgement',
    title: '结论',
    width: 80,
    render: (r) => (
      <Tag color={TAG_COLORS[r.judgement]} data-judgement={r.judgement}>
        {JUDGEMENT_LABELS[r.judgement]}
      </Tag>
    ),
  },
];

/** The matching results, newest first, a page at a time; 不符合 rows highlighted. */
export function QualityRows({ page, loading, onPage }: { page: TablePage<QualityRow>; loading: boolean; onPage: (n: number) => void }) {
  return (
    <PagedTable<QualityRow>
      columns={COLUMNS}
      page={page}
      onPage={onPage}
      rowKey={(r) => r.id}
      size="middle"
      loading={loading}
      totalUnit="条"
      rowClassName={(r) => (r.judgement === 'fail' ? styles.failRow : undefined)}
      data-testid="quality-rows"
    />
  );
}
