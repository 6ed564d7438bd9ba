import { Button, Input, Select, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ARTICLE_STATUS_LABELS } from '@tcm/shared';
import { useCategoryTree } from '../api/get-categories';
import type { ArticleListQuery } from '../api/get-articles';
import type { ArticleFilterChange } from '../hooks/use-article-filters';
import { categoryTreeData } from './category-options';
import styles from './content.module.css';

const STATUSES = Object.entries(ARTICLE_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

interface Props {
  query: ArticleListQuery;
  draft: string;
  setDraft: (v: string) => void;
  search: () => void;
  onFilter: (f: ArticleFilterChange) => void;
  onCreate: () => void;
  onCategories: () => void;
}

/** Filters (category with its children, status, keyword) and the page's two entry points: 新增资讯, 分类管理. */
export function ArticleToolbar({ query, draft, setDraft, search, onFilter, onCreate, onCategories }: Props) {
  const tree = useCategoryTree();
  return (
    <div className={styles.toolbar}>
      <TreeSelect
        aria-label="分类"
        style={{ width: 180 }}
        allowClear
        placeholder="全部分类"
        treeDefaultExpandAll
        value={query.categoryId}
        treeData={categoryTreeData(tree.data ?? [])}
        onChange={(v?: number) => onFilter({ categoryId: v ?? null })}
      />
      <Select aria-label="状态" style={{ width: 120 }} allowClear placeholder="全部状态" value={query.status} options={STATUSES} onChange={(v?: number) => onFilter({ status: v ?? null })} />
      <Input.Search style={{ width: 280 }} allowClear placeholder="标题、摘要或来源" value={draft} onChange={(e) => setDraft(e.target.value)} onSearch={search} enterButton="搜索" />
      <span className={styles.spacer} />
      <Button onClick={onCategories}>分类管理</Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        新增资讯
      </Button>
    </div>
  );
}
