import { Link } from 'react-router';
import type { LookupHit } from '@tcm/shared';
import { monographHref, standardHref } from '../hrefs';
import { Tag } from '@/components/lite/tag/tag';
import { TextRuns } from '@/components/text-runs/text-runs';
import styles from './catalogue.module.css';

const hrefOf = (hit: LookupHit) => (hit.kind === 'monograph' ? monographHref(hit.id) : standardHref(hit.id));

/** The ranked hits as one plain list: kind, highlighted title, subtitle and the matched snippet. */
export function SearchHits({ hits }: { hits: LookupHit[] }) {
  return (
    <ul className={styles.hits} data-testid="lookup-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className={styles.hit} data-kind={hit.kind}>
          <div className={styles.hitHead}>
            <Tag color={hit.kind === 'monograph' ? 'brand' : 'blue'}>{hit.kind === 'monograph' ? '药典品种' : '质量标准'}</Tag>
            <Link to={hrefOf(hit)} className={styles.hitTitle}>
              <TextRuns runs={hit.titleRuns} />
            </Link>
          </div>
          <p className={styles.hitSubtitle}>
            {hit.subtitle}
            {hit.categoryName ? <span className={styles.hitCategory}>{hit.categoryName}</span> : null}
          </p>
          {hit.snippetRuns.length > 0 ? (
            <p className={styles.hitSnippet}>
              <TextRuns runs={hit.snippetRuns} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
