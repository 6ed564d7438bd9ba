import { useEffect, useState } from 'react';
import { formatRelativeTime } from '@tcm/shared';
import { useNewOrders } from '../api/query-new-order';
import styles from './orders.module.css';

const STEP_MS = 3000;

/**
 * The home page's latest orders (queryNewOrder), names masked by the server: one row at a time,
 * each held for 3 s, then the next slides up (paused while hovered). The list is repeated once
 * so the last row slides into the first without a jump.
 */
export default function NewOrderTicker() {
  const orders = useNewOrders(10);
  const rows = orders.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [animate, setAnimate] = useState(true);

  useEffect(() => {
    if (rows.length < 2 || paused) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setIndex((i) => i + 1);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [rows.length, paused]);

  // Past the last real row: jump back to the same row at the top, without the slide.
  const onSlid = () => {
    if (index >= rows.length) {
      setAnimate(false);
      setIndex(0);
    }
  };

  if (rows.length === 0) return null;
  return (
    <section className={styles.tickerCard} data-testid="new-order-ticker">
      <h2 className={styles.tickerTitle}>最新订单</h2>
      <div className={styles.ticker} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
        <ul
          className={animate ? `${styles.tickerList} ${styles.tickerSliding}` : styles.tickerList}
          style={{ transform: `translateY(-${index * 40}px)` }}
          onTransitionEnd={onSlid}
        >
          {[...rows, ...rows.slice(0, 1)].map((o, i) => (
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
