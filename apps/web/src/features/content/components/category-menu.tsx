import { Menu } from 'antd';
import type { ArticleCategory } from '@tcm/shared';
import styles from './content.module.css';

/** The side menu of a category's children, with an "all" entry for the parent itself. */
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
  return (
    <nav className={styles.sideMenu} aria-label={`${title}分类`}>
      <div className={styles.sideTitle}>{title}</div>
      <Menu
        mode="inline"
        selectedKeys={[String(selectedId)]}
        items={[{ key: String(parentId), label: allLabel }, ...items.map((c) => ({ key: String(c.id), label: c.name }))]}
        onClick={({ key }) => onSelect(Number(key))}
      />
    </nav>
  );
}
