import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatListTime } from '@tcm/shared';
import styles from './content.module.css';

/** One compact row of a title list: `lead` (a category, a type tag), the title linking to `href`, the list time (§9) on the right. */
export function TitleRow({ lead, href, title, publishTime }: { lead?: ReactNode; href: string; title: string; publishTime: string }) {
  return (
    <li className={styles.titleRow}>
      {lead}
      <Link to={href} className={styles.rowTitle} title={title}>
        {title}
      </Link>
      <time className={styles.rowTime} dateTime={publishTime}>
        {formatListTime(publishTime)}
      </time>
    </li>
  );
}
