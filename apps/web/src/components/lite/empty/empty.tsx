import type { ReactNode } from 'react';
import styles from './empty.module.css';

/**
 * "Nothing here" in antd's Empty look: a tray drawing above a grey line of
 * text. `simple` is the small one lists use (antd's PRESENTED_IMAGE_SIMPLE);
 * otherwise the larger one a whole page shows.
 */
export function Empty({
  description = '暂无数据',
  simple = false,
  className,
  children,
}: {
  description?: ReactNode;
  simple?: boolean;
  className?: string;
  /** Below the text, e.g. a button. */
  children?: ReactNode;
}) {
  const root = `${styles.empty} ${simple ? styles.simple : styles.normal}${className ? ` ${className}` : ''}`;
  return (
    <div className={root}>
      <div className={styles.image} aria-hidden="true">
        <svg viewBox="0 0 64 41" width="64" height="41" focusable="false">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
          <path
            d="M55 13.4 45 2.3A2.4 2.4 0 0 0 43.3 1.5H20.7c-.7 0-1.3.3-1.7.8L9 13.4V22h46v-8.6Z"
            fill="none"
            stroke="#d9d9d9"
          />
          <path
            d="M41.6 16.4c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-2.9 3.9H11.9C10.3 35.5 9 33.7 9 31.6V13.5h11.2c1.2 0 2.2 1.3 2.2 2.9v0c0 1.6 1 2.8 2.2 2.8h14.8c1.2 0 2.2-1.3 2.2-2.8Z"
            fill="#fafafa"
            stroke="#d9d9d9"
          />
        </svg>
      </div>
      <div className={styles.description}>{description}</div>
      {children ? <div className={styles.footer}>{children}</div> : null}
    </div>
  );
}
