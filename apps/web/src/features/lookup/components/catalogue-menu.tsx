import { Menu } from 'antd';
import type { PharmacopoeiaVolume } from '@tcm/shared';
import styles from './catalogue.module.css';

export interface CatalogueSelection {
  volume: 1 | 2 | 3 | 4 | null;
  categoryId: number | null;
}

const keyOf = (s: CatalogueSelection): string =>
  s.categoryId ? `c${s.categoryId}` : s.volume ? `v${s.volume}` : 'all';

/** The catalogue's side menu: all, then each volume with its categories (and counts). */
export function CatalogueMenu({
  volumes,
  value,
  onSelect,
}: {
  volumes: PharmacopoeiaVolume[];
  value: CatalogueSelection;
  onSelect: (selection: CatalogueSelection) => void;
}) {
  const lookup = new Map<string, CatalogueSelection>([['all', { volume: null, categoryId: null }]]);
  const items = [
    { key: 'all', label: '全部品种' },
    ...volumes.map((v) => {
      lookup.set(`v${v.volume}`, { volume: v.volume, categoryId: null });
      return {
        key: `g${v.volume}`,
        type: 'group' as const,
        label: v.volumeName,
        children: [
          { key: `v${v.volume}`, label: `${v.volumeName}全部` },
          ...v.categories.map((c) => {
            lookup.set(`c${c.id}`, { volume: v.volume, categoryId: c.id });
            return { key: `c${c.id}`, label: `${c.name}（${c.monographCount}）` };
          }),
        ],
      };
    }),
  ];
  return (
    <nav className={styles.sideMenu} aria-label="药典目录">
      <div className={styles.sideTitle}>药典目录</div>
      <Menu
        mode="inline"
        selectedKeys={[keyOf(value)]}
        items={items}
        onClick={({ key }) => {
          const selection = lookup.get(key);
          if (selection) onSelect(selection);
        }}
      />
    </nav>
  );
}
