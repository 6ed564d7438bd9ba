import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiteIcon } from '@/components/lite/icon/icon';
import { rightOutlined } from '@/components/lite/icon/icon-paths';
import styles from './content.module.css';

/** A titled white block (h2 with the brand bar), with an optional 更多 link. */
export function SectionCard({
  title,
  moreHref,
  extra,
  className,
  testId,
  children,
}: {
  title: string;
  moreHref?: string;
  extra?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${styles.card} ${className ?? ''}`} data-testid={testId} aria-label={title}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {extra}
        {moreHref ? (
          <Link to={moreHref} className={styles.more}>
            更多 <LiteIcon d={rightOutlined} />
          </Link>
        ) : null}
      </header>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
