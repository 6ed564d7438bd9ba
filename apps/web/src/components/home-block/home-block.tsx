import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiteIcon } from '@/components/lite/icon/icon';
import { rightOutlined } from '@/components/lite/icon/icon-paths';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import styles from './home-block.module.css';

export interface HomeBlockProps {
  title: string;
  testId: string;
  more: { text?: string; href: string };
  pending: boolean;
  skeletonRows?: number;
  /** The items, each an <li> (a four-column grid). */
  children?: ReactNode;
  /** Space between items: 12 px by default. */
  wideGap?: boolean;
}

/** A block of the home page (recommended institutions, mall picks, suppliers …): title, 更多 link, grid. */
export function HomeBlock({ title, testId, more, pending, skeletonRows = 4, children, wideGap = false }: HomeBlockProps) {
  return (
    <section className={styles.card} data-testid={testId} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <Link to={more.href} className={styles.more}>
          {more.text ?? '更多'} <LiteIcon d={rightOutlined} />
        </Link>
      </header>
      {pending ? (
        <Skeleton className={styles.body} rows={skeletonRows} />
      ) : (
        <ul className={styles.grid} style={wideGap ? { gap: 16 } : undefined}>
          {children}
        </ul>
      )}
    </section>
  );
}
