import type { ArticleCategory } from '@tcm/shared';
import styles from './content.module.css';
import menu from './category-menu.module.css';

/** The side menu of a category's children, with an "all" entry for the parent itself (antd's inline Menu look). */
export function CategoryMenu({
  title,
  allLabel = '全部',
  parentId,
  items,
  selectedId,
  onSelect,
}: {
  title: string;
  allLabel?: string;
  parentId: number;
  items: ArticleCategory[];
  selectedId: number;
  onSelect: (categoryId: number) => void;
}) {
  const entries = [{ id: parentId, name: allLabel }, ...items.map((c) => ({ id: c.id, name: c.name }))];
  return (
    <nav className={styles.sideMenu} aria-label={`${title}分类`}>
      <div className={styles.sideTitle}>{title}</div>
      <ul className={menu.list}>
        {entries.map((entry) => {
          const selected = entry.id === selectedId;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={selected ? `${menu.item} ${menu.selected}` : menu.item}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(entry.id)}
              >
                {entry.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
