import type { CSSProperties } from 'react';
import styles from './rate.module.css';

// antd's StarFilled glyph (from @ant-design/icons-svg), drawn inline.
const STAR =
  'M908.1 353.1l-253.9-36.9L540.7 86.1c-3.1-6.3-8.2-11.4-14.5-14.5-15.8-7.8-35-1.3-42.9 14.5L369.8 316.2l-253.9 36.9c-7 1-13.4 4.3-18.3 9.3a32.05 32.05 0 00.6 45.3l183.7 179.1-43.4 252.9a31.95 31.95 0 0046.4 33.7L512 754l227.1 119.4c6.2 3.3 13.4 4.4 20.3 3.2 17.4-3 29.1-19.5 26.1-36.9l-43.4-252.9 183.7-179.1c5-4.9 8.3-11.3 9.3-18.3 2.7-17.5-9.5-33.7-27-36.3z';

function Star() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
      <path d={STAR} />
    </svg>
  );
}

/** How much of each of the `count` stars is lit: 1, 0.5 or 0, the value rounded to half a star. */
export function starFills(value: number, count = 5): number[] {
  const halves = Math.round(Math.min(Math.max(value, 0), count) * 2);
  return Array.from({ length: count }, (_, i) => Math.min(Math.max(halves - i * 2, 0), 2) / 2);
}

export interface RateProps {
  /** The score, 0–count; shown to the half star. */
  value: number;
  count?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * Read-only stars in antd's Rate look (20 px gold stars, half stars), as one
 * image named by its score: "评分 4.5 分（满分 5 分）".
 */
export function Rate({ value, count = 5, className, style }: RateProps) {
  const fills = starFills(value, count);
  const shown = fills.reduce((sum, f) => sum + f, 0);
  return (
    <span
      className={className ? `${styles.rate} ${className}` : styles.rate}
      style={style}
      role="img"
      aria-label={`评分 ${shown} 分（满分 ${count} 分）`}
    >
      {fills.map((fill, i) => (
        <span key={i} className={styles.star} data-fill={fill}>
          <span className={styles.back}>
            <Star />
          </span>
          <span className={styles.front} style={{ width: `${fill * 100}%` }}>
            <Star />
          </span>
        </span>
      ))}
    </span>
  );
}
