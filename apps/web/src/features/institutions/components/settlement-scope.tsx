import { useMemo } from 'react';
import type { ServiceCategory, TestItem } from '@tcm/shared';
import { Field } from '@/components/lite/field/field';
import styles from './settlement.module.css';

/** The leaf categories a choice covers: a top-level category stands for all its children. */
function chosenLeaves(categories: readonly ServiceCategory[], chosen: readonly number[]): ServiceCategory[] {
  const picked = new Set(chosen);
  return categories.flatMap((top) => (top.children.length === 0 ? [top] : top.children).filter((leaf) => picked.has(leaf.id) || picked.has(top.id)));
}

/** The choice after ticking or unticking one category: a parent takes its children along (antd's SHOW_ALL). */
export function toggleCategory(categories: readonly ServiceCategory[], chosen: readonly number[], id: number, on: boolean): number[] {
  const next = new Set(chosen);
  const top = categories.find((c) => c.id === id);
  const parent = categories.find((c) => c.children.some((child) => child.id === id));
  for (const own of [id, ...(top?.children.map((c) => c.id) ?? [])]) {
    if (on) next.add(own);
    else next.delete(own);
  }
  if (parent) {
    if (parent.children.every((c) => next.has(c.id))) next.add(parent.id);
    else next.delete(parent.id);
  }
  return [...next];
}

export interface ScopeProps {
  categories: readonly ServiceCategory[];
  items: readonly TestItem[];
  categoryIds: readonly number[];
  testItemIds: readonly number[];
  onChange: (categoryIds: number[], testItemIds: number[]) => void;
  ids: { categoryIds: string; testItemIds: string };
  errors: { categoryIds?: string; testItemIds?: string };
}

function Check({ label, checked, indeterminate = false, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/**
 * 检测范围: the service categories (a tree of checkboxes) and, under each chosen category, its
 * test items as a group of checkboxes. Items of a category that is un-chosen are dropped.
 */
export function SettlementScope({ categories, items, categoryIds, testItemIds, onChange, ids, errors }: ScopeProps) {
  const leaves = useMemo(() => chosenLeaves(categories, categoryIds), [categories, categoryIds]);
  const chosen = new Set(categoryIds);

  const onCategory = (id: number, on: boolean) => {
    const next = toggleCategory(categories, categoryIds, id, on);
    const keep = new Set(chosenLeaves(categories, next).map((c) => c.id));
    onChange(next, testItemIds.filter((itemId) => keep.has(items.find((i) => i.id === itemId)?.categoryId ?? -1)));
  };

  return (
    <>
      <Field layout="horizontal" id={ids.categoryIds} label="服务类别" required error={errors.categoryIds}>
        <div
          id={ids.categoryIds}
          role="group"
          aria-label="服务类别"
          aria-describedby={errors.categoryIds ? `${ids.categoryIds}_help` : undefined}
          className={errors.categoryIds ? `${styles.tree} ${styles.treeInvalid}` : styles.tree}
          data-testid="category-tree"
        >
          {categories.map((top) => {
            const some = top.children.some((c) => chosen.has(c.id));
            return (
              <div key={top.id}>
                <Check label={top.name} checked={chosen.has(top.id)} indeterminate={!chosen.has(top.id) && some} onChange={(on) => onCategory(top.id, on)} />
                {top.children.length ? (
                  <div className={styles.treeChildren}>
                    {top.children.map((child) => (
                      <Check key={child.id} label={child.name} checked={chosen.has(child.id)} onChange={(on) => onCategory(child.id, on)} />
                    ))}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </Field>
      <Field layout="horizontal" id={ids.testItemIds} label="检测项目" required error={errors.testItemIds}>
        {leaves.length === 0 ? (
          <span id={ids.testItemIds} className={styles.scopeEmpty}>
            请先选择服务类别，再勾选可承检的项目
          </span>
        ) : (
          <div id={ids.testItemIds} className={styles.itemGroups} data-testid="test-item-groups">
            {leaves.map((leaf) => (
              <fieldset key={leaf.id} className={styles.itemGroup}>
                <legend>{leaf.name}</legend>
                {items
                  .filter((i) => i.categoryId === leaf.id)
                  .map((item) => (
                    <Check
                      key={item.id}
                      label={item.name}
                      checked={testItemIds.includes(item.id)}
                      onChange={(on) => onChange([...categoryIds], on ? [...testItemIds, item.id] : testItemIds.filter((id) => id !== item.id))}
                    />
                  ))}
              </fieldset>
            ))}
          </div>
        )}
      </Field>
    </>
  );
}
