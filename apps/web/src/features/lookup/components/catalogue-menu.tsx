import type { PharmacopoeiaVolume } from '@tcm/shared';
import styles from './catalogue.module.css';

export interface CatalogueSelection {
  volume: 1 | 2 | 3 | 4 | null;
  categoryId: number | null;
}

const keyOf = (s: CatalogueSelection): string =>
  s.categoryId ? `c${s.categoryId}` : s.volume ? `v${s.volume}` : 'all';

function Entry({ label, selection, current, onSelect }: { label: string; selection: CatalogueSelection; current: string; onSelect: (s: CatalogueSelection) => void }) {
  const selected = keyOf(selection) === current;
  return (
    <li>
      <button
        type="button"
        className={selected ? `${styles.menuItem} ${styles.menuItemSelected}` : styles.menuItem}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(selection)}
      >
        {label}
      </button>
    </li>
  );
}

/** The catalogue's side menu: all, then each volume with its categories (and counts); the chosen entry is aria-current. */
export function CatalogueMenu({
  volumes,
  value,
  onSelect,
}: {
  volumes: PharmacopoeiaVolume[];
  value: CatalogueSelection;
  onSelect: (selection: CatalogueSelection) => void;
}) {
  const current = keyOf(value);
  return (
    <nav className={styles.sideMenu} aria-label="药典目录">
      <div className={styles.sideTitle}>药典目录</div>
      <ul className={styles.menu}>
        <Entry label="全部品种" selection={{ volume: null, categoryId: null }} current={current} onSelect={onSelect} />
        {volumes.map((v) => (
          <li key={v.volume}>
            <span className={styles.menuGroup} id={`catalogue-volume-${v.volume}`}>
              {v.volumeName}
            </span>
            <ul className={styles.menu} aria-labelledby={`catalogue-volume-${v.volume}`}>
              <Entry label={`${v.volumeName}全部`} selection={{ volume: v.volume, categoryId: null }} current={current} onSelect={onSelect} />
              {v.categories.map((c) => (
                <Entry
                  key={c.id}
                  label={`${c.name}（${c.monographCount}）`}
                  selection={{ volume: v.volume, categoryId: c.id }}
                  current={current}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
