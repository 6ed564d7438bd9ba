import { Skeleton, Tree } from 'antd';
import type { ProductCategory } from '@tcm/shared';
import styles from './mall.module.css';

const ALL = 'all';

interface Node {
  key: string;
  title: string;
  children?: Node[];
}

const toNodes = (categories: readonly ProductCategory[]): Node[] =>
  categories.map((c) => ({ key: String(c.id), title: c.name, children: c.children.length ? toNodes(c.children) : undefined }));

/** The two-level category tree as the mall's filter: a parent shows its children's products too. */
export function CategoryTree({
  categories,
  loading,
  value,
  onChange,
}: {
  categories: readonly ProductCategory[];
  loading: boolean;
  value: number | null;
  onChange: (categoryId: number | null) => void;
}) {
  return (
    <nav className={styles.panel} aria-label="产品分类">
      <h2 className={styles.panelTitle}>产品分类</h2>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} className={styles.tree} />
      ) : (
        <Tree
          className={styles.tree}
          blockNode
          defaultExpandAll
          treeData={[{ key: ALL, title: '全部分类' }, ...toNodes(categories)]}
          selectedKeys={[value === null ? ALL : String(value)]}
          // Clicking the chosen node again keeps it chosen rather than clearing the filter silently.
          onSelect={(_keys, info) => onChange(info.node.key === ALL ? null : Number(info.node.key))}
        />
      )}
    </nav>
  );
}
