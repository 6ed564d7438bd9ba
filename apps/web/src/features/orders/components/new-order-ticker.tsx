import { formatRelativeTime } from '@tcm/shared';
import { useNewOrders } from '../api/query-new-order';
import styles from './orders.module.css';

/** The home page's latest orders (queryNewOrder), names masked by the server, scrolling upwards. */
export default function NewOrderTicker() {
  const orders = useNewOrders(10);
  const rows = orders.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.tickerCard} data-testid="new-order-ticker">
      <h2 className={styles.tickerTitle}>最新订单</h2>
      <div className={styles.ticker}>
        <ul className={styles.tickerList}>
          {[...rows, ...rows].map((o, i) => (
            <li key={i} className={styles.tickerRow} aria-hidden={i >= rows.length}>
              <span>{o.memberName}</span>
              <span>向 {o.institutionName} 下单</span>
              <span className={styles.hint}>{o.itemName}</span>
              <span className={styles.hint}>{formatRelativeTime(o.createdAt)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
