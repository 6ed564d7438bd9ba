import styles from './progress.module.css';

/**
 * antd's small line Progress without antd: a 6-px rounded bar in the brand
 * colour on a light rail, as a progressbar (0–100) with an accessible name.
 */
export function Progress({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={className ? `${styles.rail} ${className}` : styles.rail}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  );
}
