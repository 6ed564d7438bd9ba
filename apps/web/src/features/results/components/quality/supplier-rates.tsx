import type { QualitySupplierRate } from '@tcm/shared';
import { Table, type TableColumn } from '@/components/lite/table/table';
import styles from './quality.module.css';

const percent = (r: number) => `${(r * 100).toFixed(r > 0 && r < 0.1 ? 1 : 0)}%`;

const COLUMNS: TableColumn<QualitySupplierRate>[] = [
  { key: 'supplier', title: '供应商', render: (r) => r.supplier || '未填写' },
  { key: 'judged', title: '已判定样品', width: 110, render: (r) => r.judged },
  { key: 'failed', title: '不符合样品', width: 110, render: (r) => (r.failed ? <span className={styles.fail}>{r.failed}</span> : 0) },
  {
    key: 'rate',
    title: '不合格率',
    width: 260,
    render: (r) => (
      <span className={styles.rateBar}>
        <span className={styles.rateTrack} aria-hidden="true">
          <span className={styles.rateFill} style={{ display: 'block', width: `${r.rate * 100}%` }} />
        </span>
        <span className={styles.rateText}>{percent(r.rate)}</span>
      </span>
    ),
  },
];

/** 供应商不合格率: samples judged and failed per supplier, the worst first; the bar is the rate. */
export function SupplierRates({ rates }: { rates: readonly QualitySupplierRate[] }) {
  return (
    <div data-testid="supplier-rates">
      <Table<QualitySupplierRate> columns={COLUMNS} rows={rates} rowKey={(r) => r.supplier || '—'} size="middle" />
    </div>
  );
}
