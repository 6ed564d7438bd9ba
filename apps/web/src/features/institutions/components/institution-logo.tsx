import { thumbnailUrl } from '../hrefs';
import styles from './institutions.module.css';

/** The institution's logo as a thumbnail, or the first two characters of its name. */
export function InstitutionLogo({ name, url, size = 88 }: { name: string; url: string | null; size?: number }) {
  return (
    <div className={styles.logo} style={{ width: size, height: size }}>
      {url ? <img src={thumbnailUrl(url)} alt={`${name}标志`} loading="lazy" /> : <span>{name.slice(0, 2)}</span>}
    </div>
  );
}
