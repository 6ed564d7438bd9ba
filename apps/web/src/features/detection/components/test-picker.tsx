import { useState } from 'react';
import type { TestItem } from '@tcm/shared';
import { Checkbox } from '@/components/lite/checkbox/checkbox';
import { Empty } from '@/components/lite/empty/empty';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { CheckableTag, Tag } from '@/components/lite/tag/tag';
import { Tree } from '@/components/lite/tree/tree';
import { useServiceCategories } from '../api/query-service-category';
import { useTestItems } from '../api/get-test-item-list';
import { useCategoryItemCounts } from '../api/find-service-category';
import { useFoundTestItems } from '../api/find-test-item';
import { useTestTraits } from '../api/get-test-trait-list';
import { useTestVarieties } from '../api/get-test-variety-list';
import { categoryWithChildren, filterItems } from '../check-matching';
import { VarietyInput } from './variety-input';
import styles from './detection.module.css';

export interface TestChoice {
  variety: string | null;
  itemIds: number[];
}

/**
 * Step 1 of 送检: the herb variety, then the test items — browsed by category (with how many each
 * holds, findServiceCategory), narrowed by trait, or searched by words (findTestItem).
 */
export function TestPicker({ value, onChange }: { value: TestChoice; onChange: (next: TestChoice) => void }) {
  const varieties = useTestVarieties();
  const traits = useTestTraits();
  const categories = useServiceCategories();
  const items = useTestItems();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [activeTraits, setActiveTraits] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const counts = useCategoryItemCounts();
  const found = useFoundTestItems(keyword);
  const searching = keyword.trim() !== '';

  const pool = searching ? (found.data?.list ?? []) : (items.data ?? []);
  const shown = filterItems(pool, categoryId === null ? null : categoryWithChildren(categories.data ?? [], categoryId), activeTraits);
  const loading = searching ? found.isPending : items.isPending;
  const titleOf = (c: { id: number; name: string }) => (
    <>
      {c.name}
      {counts.has(c.id) ? <span className={styles.count}>{counts.get(c.id)}</span> : null}
    </>
  );
  const byId = new Map((items.data ?? []).map((i) => [i.id, i]));
  const toggleItem = (id: number, on: boolean) => onChange({ ...value, itemIds: on ? [...value.itemIds, id] : value.itemIds.filter((x) => x !== id) });
  const toggleTrait = (name: string, on: boolean) => setActiveTraits((t) => (on ? [...t, name] : t.filter((x) => x !== name)));

  return (
    <div className={styles.step} data-testid="test-picker">
      <h2 className={styles.stepTitle}>第一步：选择检测品种与检测项目</h2>
      <div className={styles.row}>
        <span className={styles.label}>检测品种</span>
        <VarietyInput varieties={varieties.data ?? []} value={value.variety} onChange={(variety) => onChange({ ...value, variety })} />
      </div>
      <div className={styles.row}>
        <span className={styles.label}>检测性状</span>
        {(traits.data ?? []).map((t) => (
          <CheckableTag key={t.id} checked={activeTraits.includes(t.name)} onChange={(on) => toggleTrait(t.name, on)}>
            {t.name}
          </CheckableTag>
        ))}
      </div>
      <div className={styles.row}>
        <span className={styles.label}>搜索项目</span>
        <SearchInput ariaLabel="搜索检测项目" placeholder="输入项目名称、方法或标准，如：农药残留" maxLength={50} allowClear className={styles.itemSearch} onSearch={setKeyword} />
      </div>
      <div className={styles.browser}>
        <div className={styles.tree}>
          {categories.isPending ? (
            <Skeleton rows={5} title={false} />
          ) : (
            <Tree
              ariaLabel="检测分类"
              defaultExpandAll
              selectedKey={categoryId}
              onSelect={(key) => setCategoryId(key === null ? null : Number(key))}
              nodes={(categories.data ?? []).map((c) => ({ key: c.id, title: titleOf(c), children: c.children.map((ch) => ({ key: ch.id, title: titleOf(ch) })) }))}
            />
          )}
        </div>
        <div className={styles.items} data-testid="test-items">
          {loading ? <Skeleton className={styles.wide} rows={6} title={false} /> : null}
          {!loading && shown.length === 0 ? <Empty className={styles.wide} description={searching ? `没有找到与“${keyword.trim()}”相关的检测项目` : '该分类下暂无检测项目'} /> : null}
          {shown.map((item: TestItem) => (
            <Checkbox key={item.id} className={styles.item} checked={value.itemIds.includes(item.id)} onChange={(on) => toggleItem(item.id, on)}>
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
            <Tag key={id} className={styles.tag} closable color="brand" closeLabel={`移除 ${byId.get(id)?.name ?? `项目${id}`}`} onClose={() => toggleItem(id, false)}>
              {byId.get(id)?.name ?? `项目${id}`}
            </Tag>
          ))}
        </div>
      </div>
    </div>
  );
}
