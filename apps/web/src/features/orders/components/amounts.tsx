import { formatFen, type OrderAmounts } from '@tcm/shared';
import styles from './orders.module.css';

/** 检测费, 加急费 (when any) and 合计 of an order or a checkout, in yuan from fen (¥1,234.50). */
export function AmountSummary({ amounts }: { amounts: OrderAmounts }) {
  return (
    <dl className={styles.amounts} data-testid="amount-summary">
      <dt>检测费</dt>
      <dd>{formatFen(amounts.itemsFen)}</dd>
      {amounts.surchargePercent > 0 ? (
        <>
          <dt>加急费（+{amounts.surchargePercent}%）</dt>
          <dd>{formatFen(amounts.surchargeFen)}</dd>
        </>
      ) : null}
      <dt>合计</dt>
      <dd className={styles.total}>{formatFen(amounts.totalFen)}</dd>
    </dl>
  );
}
