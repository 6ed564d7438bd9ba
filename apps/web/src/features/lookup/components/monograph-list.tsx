import { Link } from 'react-router';
import type { MonographSummary } from '@tcm/shared';
import { monographHref } from '../hrefs';
import { Tag } from '@/components/lite/tag/tag';
import { TextRuns } from '@/components/text-runs/text-runs';
import styles from './catalogue.module.css';

/** Rows of the catalogue: name (to the monograph), pinyin, Latin name and category. */
export function MonographList({ items }: { items: MonographSummary[] }) {
  return (
    <ul className={styles.monographs} data-testid="monograph-list">
      {items.map((m) => (
        <li key={m.id} className={styles.monograph}>
          <span className={styles.initial}>{m.initial}</span>
          <Link to={monographHref(m.id)} className={styles.monographName}>
            {m.nameRuns ? <TextRuns runs={m.nameRuns} /> : m.name}
          </Link>
          <span className={styles.pinyin}>{m.pinyin}</span>
          <span className={styles.latin}>{m.latinName ?? ''}</span>
          <Tag className={styles.categoryTag}>{m.categoryName}</Tag>
        </li>
      ))}
    </ul>
  );
}
