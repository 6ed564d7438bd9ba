import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import type { AdminHelpCategory } from '@tcm/shared';
import styles from './admin-info.module.css';

interface Props {
  categories: AdminHelpCategory[];
  categoryId?: number;
  onCategory: (id: number | undefined) => void;
  onSearch: (keyword: string) => void;
  onCreate: () => void;
}

/** Category and keyword filters, and 新增问题. */
export function HelpFilters({ categories, categoryId, onCategory, onSearch, onCreate }: Props) {
  return (
    <div className={styles.toolbar}>
      <Select
        aria-label="帮助分类"
        style={{ width: 180 }}
        value={categoryId ?? 0}
        onChange={(v: number) => onCategory(v === 0 ? undefined : v)}
        options={[{ value: 0, label: '全部分类' }, ...categories.map((c) => ({ value: c.id, label: `${c.name}（${c.count}）` }))]}
      />
      <Input.Search allowClear placeholder="搜索问题或回答" aria-label="搜索问题" style={{ width: 260 }} onSearch={(v) => onSearch(v.trim())} />
      <span className={styles.hint}>{categoryId === undefined ? '选择一个分类后可调整问题顺序' : '用箭头调整顺序，帮助中心即时按此顺序显示'}</span>
      <Button className={styles.toolbarEnd} type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        新增问题
      </Button>
    </div>
  );
}
