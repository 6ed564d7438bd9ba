import { useMemo } from 'react';
import { Checkbox, Form, TreeSelect } from 'antd';
import { requiredList, type ServiceCategory, type TestItem } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import styles from './settlement.module.css';

type TreeNode = { value: number; title: string; children?: TreeNode[] };
const toTree = (c: ServiceCategory): TreeNode => ({ value: c.id, title: c.name, children: c.children.map(toTree) });

/** The leaf categories a choice covers: a top-level category stands for all its children. */
function chosenLeaves(categories: readonly ServiceCategory[], chosen: readonly number[]): ServiceCategory[] {
  const picked = new Set(chosen);
  return categories.flatMap((top) => (top.children.length === 0 ? [top] : top.children).filter((leaf) => picked.has(leaf.id) || picked.has(top.id)));
}

/**
 * 检测范围: the service categories (a tree) and, under each chosen category, its test
 * items as a checkbox group. Items of a category that is un-chosen are dropped.
 */
export function SettlementScope({ categories, items }: { categories: readonly ServiceCategory[]; items: readonly TestItem[] }) {
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('categoryIds', form) as number[] | undefined;
  const leaves = useMemo(() => chosenLeaves(categories, chosen ?? []), [categories, chosen]);
  const tree = useMemo(() => categories.map(toTree), [categories]);

  const onCategories = (next: number[]) => {
    const keep = new Set(chosenLeaves(categories, next).map((c) => c.id));
    const selected = (form.getFieldValue('testItemIds') as number[] | undefined) ?? [];
    form.setFieldValue(
      'testItemIds',
      selected.filter((id) => keep.has(items.find((i) => i.id === id)?.categoryId ?? -1)),
    );
  };

  return (
    <>
      <Form.Item name="categoryIds" label="服务类别" required rules={[ruleOf(requiredList)]}>
        <TreeSelect<number[]>
          treeData={tree}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          treeDefaultExpandAll
          placeholder="请选择机构提供的服务类别"
          allowClear
          onChange={onCategories}
          aria-label="服务类别"
        />
      </Form.Item>
      <Form.Item name="testItemIds" label="检测项目" required rules={[ruleOf(requiredList)]}>
        {leaves.length === 0 ? (
          <ScopeEmpty />
        ) : (
          <ItemGroups leaves={leaves} items={items} />
        )}
      </Form.Item>
    </>
  );
}

/**
 * The hint shown before a category is chosen. Form.Item hands its child the
 * field's props (aria-required among them), which a plain text may not carry:
 * only the id is kept, for the error message to point at.
 */
function ScopeEmpty({ id }: { id?: string }) {
  return (
    <span id={id} className={styles.scopeEmpty}>
      请先选择服务类别，再勾选可承检的项目
    </span>
  );
}

/** One checkbox group per chosen category; the value is the ids ticked across all groups. */
function ItemGroups({
  leaves,
  items,
  value = [],
  onChange,
}: {
  leaves: ServiceCategory[];
  items: readonly TestItem[];
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  return (
    <div className={styles.itemGroups} data-testid="test-item-groups">
      {leaves.map((leaf) => {
        const own = items.filter((i) => i.categoryId === leaf.id);
        const ownIds = new Set(own.map((i) => i.id));
        return (
          <fieldset key={leaf.id} className={styles.itemGroup}>
            <legend>{leaf.name}</legend>
            <Checkbox.Group
              options={own.map((i) => ({ value: i.id, label: i.name }))}
              value={value.filter((id) => ownIds.has(id))}
              onChange={(ticked) => onChange?.([...value.filter((id) => !ownIds.has(id)), ...(ticked as number[])])}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
