import { JUDGEMENT_LABELS, type Judgement, type QualityRow } from '@tcm/shared';
import { PagedTable, type TablePage } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import styles from './quality.module.css';

const TAG_COLORS: Record<Judgement, 'green' | 'red' | 'default'> = { pass: 'green', fail: 'red', none: 'default' };

/** 重金属及有害元素（铅、镉、砷、汞、铜） with 镉 reads 重金属及有害元素 · 镉. */
const itemText = (r: QualityRow) => (r.subject ? `${r.itemName.replace(/（[^）]*）$/, '')} · ${r.subject}` : r.itemName);

const COLUMNS: TableColumn<QualityRow>[] = [
  { key: 'date', title: '报告日期', width: 100, render: (r) => r.reportedAt.slice(0, 10) },
  {
    key: 'sample',
    title: '样品 · 批号',
    width: 124,
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
  { key: 'item', title: '检测项目', render: itemText },
  { key: 'result', title: '检测结果', width: 112, render: (r) => <span className={r.judgement === 'fail' ? styles.fail : undefined}>{r.result}</span> },
  { key: 'limit', title: '标准规定', width: 104, render: (r) => r.limitDisplay },
  {
    key: 'judgement',
    title: '结论',
    width: 76,
    render: (r) => (
      <Tag color={TAG_COLORS[r.judgement]} data-judgement={r.judgement}>
        {JUDGEMENT_LABELS[r.judgement]}
      </Tag>
    ),
  },
  {
    key: 'report',
    title: '报告 · 检测机构',
    width: 176,
    render: (r) => (
      <>
        <div>{r.reportNo}</div>
        <div className={styles.subject} title={`订单 ${r.orderNo}`}>
          {r.institutionName}
        </div>
      </>
    ),
  },
];

/** The matching results, newest first, a page at a time; 不符合 rows highlighted. */
export function QualityRows({ page, loading, onPage }: { page: TablePage<QualityRow>; loading: boolean; onPage: (n: number) => void }) {
  // 不符合 rows are highlighted by the stylesheet (a row holding a fail tag), not by a prop of the shared table.
  return (
    <PagedTable<QualityRow>
      className={styles.rows}
      columns={COLUMNS}
      page={page}
      onPage={onPage}
      rowKey={(r) => r.id}
      size="middle"
      loading={loading}
      totalUnit="条"
      data-testid="quality-rows"
    />
  );
}
