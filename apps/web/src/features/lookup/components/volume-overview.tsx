import { Link } from 'react-router';
import type { PharmacopoeiaEdition, PharmacopoeiaVolume } from '@tcm/shared';
import { catalogueHref } from '../hrefs';
import styles from './catalogue.module.css';

/** 一部–四部, each with its categories and how many monographs the edition has in each. */
export function VolumeOverview({ volumes, edition }: { volumes: PharmacopoeiaVolume[]; edition: PharmacopoeiaEdition }) {
  return (
    <div className={styles.volumes} data-testid="volume-overview">
      {volumes.map((v) => {
        const total = v.categories.reduce((sum, c) => sum + c.monographCount, 0);
        return (
          <section key={v.volume} className={styles.volume} aria-label={v.volumeName}>
            <Link to={catalogueHref({ edition, volume: v.volume })} className={styles.volumeHead}>
              <span className={styles.volumeName}>{v.volumeName}</span>
              <span className={styles.volumeCount}>{total} 个品种</span>
            </Link>
            <ul className={styles.categoryList}>
              {v.categories.map((c) => (
                <li key={c.id}>
                  <Link to={catalogueHref({ edition, volume: v.volume, categoryId: c.id })}>
                    <span>{c.name}</span>
                    <span className={styles.count}>{c.monographCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
