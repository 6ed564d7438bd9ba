import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The h1 every page starts with: the route's title, with a brand-colour bar. */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
