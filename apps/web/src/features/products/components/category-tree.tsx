import { useState } from 'react';
import type { ProductCategory } from '@tcm/shared';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import styles from './mall.module.css';
import tree from './category-tree.module.css';

// antd's CaretDownFilled, the tree's switcher.
const CARET = 'M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z';

interface RowProps {
  id: number | null;
  name: string;
  depth: number;
  value: number | null;
  onChange: (categoryId: number | null) => void;
  children?: readonly ProductCategory[];
}

function Row({ id, name, depth, value, onChange, children }: RowProps) {
  const [open, setOpen] = useState(true);
  const parent = Boolean(children?.length);
  const chosen = value === id;
  return (
    <li>
      <div className={tree.row} style={{ paddingInlineStart: depth * 24 }}>
        {parent ? (
          <button type="button" className={tree.switcher} aria-expanded={open} aria-label={`${open ? '收起' : '展开'}${name}`} onClick={() => setOpen(!open)}>
            <svg viewBox="0 0 1024 1024" width="10" height="10" fill="currentColor" focusable="false" aria-hidden="true" className={open ? undefined : tree.closed}>
              <path d={CARET} />
            </svg>
          </button>
        ) : (
          <span className={tree.switcher} aria-hidden="true" />
        )}
        {/* Choosing the chosen node again keeps it chosen rather than clearing the filter silently. */}
        <button type="button" className={chosen ? `${tree.title} ${tree.chosen}` : tree.title} aria-current={chosen ? 'true' : undefined} onClick={() => onChange(id)}>
          {name}
        </button>
      </div>
      {parent && open ? (
        <ul className={tree.list}>
          {children!.map((c) => (
            <Row key={c.id} id={c.id} name={c.name} depth={depth + 1} value={value} onChange={onChange} children={c.children} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The two-level category tree as the mall's filter (antd's Tree look, all open): a parent shows its children's products too. */
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
        <Skeleton title={false} rows={8} className={styles.tree} />
      ) : (
        <ul className={`${tree.list} ${styles.tree}`}>
          <Row id={null} name="全部分类" depth={0} value={value} onChange={onChange} />
          {categories.map((c) => (
            <Row key={c.id} id={c.id} name={c.name} depth={0} value={value} onChange={onChange} children={c.children} />
          ))}
        </ul>
      )}
    </nav>
  );
}
