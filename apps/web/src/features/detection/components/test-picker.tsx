import { useMemo, useState } from 'react';
import { Checkbox, Empty, Select, Skeleton, Tag, Tree } from 'antd';
import type { TestItem } from '@tcm/shared';
import { useServiceCategories } from '../api/query-service-category';
import { useTestItems } from '../api/get-test-item-list';
import { useTestTraits } from '../api/get-test-trait-list';
import { useTestVarieties } from '../api/get-test-variety-list';
import { categoryWithChildren, filterItems } from '../check-matching';
import styles from './detection.module.css';

export interface TestChoice {
  variety: string | null;
  itemIds: number[];
}

/** Step 1 of 送检: the herb variety, then the test items — browsed by category and narrowed by trait. */
export function TestPicker({ value, onChange }: { value: TestChoice; onChange: (next: TestChoice) => void }) {
  const varieties = useTestVarieties();
  const traits = useTestTraits();
  const categories = useServiceCategories();
  const items = useTestItems();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [activeTraits, setActiveTraits] = useState<string[]>([]);

  const varietyOptions = useMemo(() => {
    const groups = new Map<string, { label: string; value: string }[]>();
    for (const v of varieties.data ?? []) groups.set(v.category, [...(groups.get(v.category) ?? []), { label: v.name, value: v.name }]);
    return [...groups].map(([label, options]) => ({ label, options }));
  }, [varieties.data]);
  const shown = filterItems(items.data ?? [], categoryId === null ? null : categoryWithChildren(categories.data ?? [], categoryId), activeTraits);
  const byId = new Map((items.data ?? []).map((i) => [i.id, i]));
  const toggleItem = (id: number, on: boolean) => onChange({ ...value, itemIds: on ? [...value.itemIds, id] : value.itemIds.filter((x) => x !== id) });
  const toggleTrait = (name: string, on: boolean) => setActiveTraits((t) => (on ? [...t, name] : t.filter((x) => x !== name)));

  return (
    <div className={styles.step} data-testid="test-picker">
      <h2 className={styles.stepTitle}>第一步：选择检测品种与检测项目</h2>
      <div className={styles.row}>
        <span className={styles.label}>检测品种</span>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          style={{ width: 320 }}
          placeholder="输入药材名称，如 黄芪"
          loading={varieties.isPending}
          options={varietyOptions}
          value={value.variety ?? undefined}
          onChange={(v: string | undefined) => onChange({ ...value, variety: v ?? null })}
          aria-label="检测品种"
        />
      </div>
      <div className={styles.row}>
        <span className={styles.label}>检测性状</span>
        {(traits.data ?? []).map((t) => (
          <Tag.CheckableTag key={t.id} checked={activeTraits.includes(t.name)} onChange={(on) => toggleTrait(t.name, on)}>
            {t.name}
          </Tag.CheckableTag>
        ))}
      </div>
      <div className={styles.browser}>
        <div className={styles.tree}>
          {categories.isPending ? (
            <Skeleton active paragraph={{ rows: 5 }} title={false} />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              selectedKeys={categoryId === null ? [] : [categoryId]}
              onSelect={(keys) => setCategoryId(keys.length ? Number(keys[0]) : null)}
              treeData={(categories.data ?? []).map((c) => ({ key: c.id, title: c.name, children: c.children.map((ch) => ({ key: ch.id, title: ch.name })) }))}
            />
          )}
        </div>
        <div className={styles.items} data-testid="test-items">
          {items.isPending ? <Skeleton active paragraph={{ rows: 6 }} title={false} /> : null}
          {!items.isPending && shown.length === 0 ? <Empty description="该分类下暂无检测项目" /> : null}
          {shown.map((item: TestItem) => (
            <Checkbox key={item.id} checked={value.itemIds.includes(item.id)} onChange={(e) => toggleItem(item.id, e.target.checked)}>
              <span>{item.name}</span>
              <span className={styles.itemMeta}>{item.standard || item.method}</span>
            </Checkbox>
          ))}
        </div>
      </div>
      <div className={styles.row} style={{ marginTop: 12, marginBottom: 0 }}>
        <span className={styles.label}>已选项目</span>
        <div className={styles.chosen} data-testid="chosen-items">
          {value.itemIds.length === 0 ? <span className={styles.itemMeta}>尚未选择检测项目</span> : null}
          {value.itemIds.map((id) => (
            <Tag key={id} closable color="#00604f" onClose={() => toggleItem(id, false)}>
              {byId.get(id)?.name ?? `项目${id}`}
            </Tag>
          ))}
        </div>
      </div>
    </div>
  );
}
