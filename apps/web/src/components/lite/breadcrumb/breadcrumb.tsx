import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  title: ReactNode;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
}

/** A trail of links in antd's Breadcrumb look ("/" between, the current page last, aria-current). */
export function Breadcrumb({ items, className, label = '当前位置' }: { items: readonly BreadcrumbItem[]; className?: string; label?: string }) {
  return (
    <nav aria-label={label} className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className={styles.item}>
              {item.href && !last ? (
                <Link to={item.href} className={styles.link}>
                  {item.title}
                </Link>
              ) : (
                <span className={last ? styles.current : styles.link} aria-current={last ? 'page' : undefined}>
                  {item.title}
                </span>
              )}
              {last ? null : (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
