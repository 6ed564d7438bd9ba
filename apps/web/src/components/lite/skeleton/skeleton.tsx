import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Grey lines below the title (antd's paragraph rows): 3 by default. */
  rows?: number;
  /** A shorter first bar (38 % wide) above the lines. */
  title?: boolean;
  /** A round 40 px placeholder left of the lines. */
  avatar?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A loading placeholder in antd's Skeleton look (16 px bars, 16 px apart,
 * the last one 61 % wide, a moving sheen), at the height of the content it
 * stands for. `aria-busy` marks it as loading for assistive technology and
 * for the browser tests' loading selector.
 */
export function Skeleton({ rows = 3, title = true, avatar = false, className, style }: SkeletonProps) {
  return (
    <div className={className ? `${styles.skeleton} ${className}` : styles.skeleton} style={style} aria-busy="true">
      {avatar ? <span className={styles.avatar} /> : null}
      <div className={styles.content}>
        {title ? <div className={styles.title} /> : null}
        {rows > 0 ? (
          <ul className={title ? `${styles.paragraph} ${styles.afterTitle}` : styles.paragraph}>
            {Array.from({ length: rows }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
