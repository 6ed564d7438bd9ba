import { ARTICLE_STATUS_LABELS } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { plusOutlined } from '@/components/lite/icon/icon-paths';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Select } from '@/components/lite/select/select';
import { useCategoryTree } from '../api/get-categories';
import type { ArticleListQuery } from '../api/get-articles';
import type { ArticleFilterChange } from '../hooks/use-article-filters';
import { categoryChoices } from './category-options';
import styles from './content.module.css';

const STATUSES = Object.entries(ARTICLE_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

interface Props {
  query: ArticleListQuery;
  onFilter: (f: ArticleFilterChange) => void;
  onCreate: () => void;
  onCategories: () => void;
}

/** Filters (category with its children, status, keyword) and the page's two entry points: 新增资讯, 分类管理. */
export function ArticleToolbar({ query, onFilter, onCreate, onCategories }: Props) {
  const tree = useCategoryTree();
  return (
    <div className={styles.toolbar}>
      <Select<number> ariaLabel="分类" className={styles.category} placeholder="全部分类" value={query.categoryId} options={categoryChoices(tree.data ?? [])} onChange={(v) => onFilter({ categoryId: v })} />
      <Select<number> ariaLabel="状态" className={styles.status} placeholder="全部状态" value={query.status} options={STATUSES} onChange={(v) => onFilter({ status: v })} />
      <SearchInput
        key={query.keyword ?? ''}
        className={styles.keyword}
        ariaLabel="关键词"
        placeholder="标题、摘要或来源"
        buttonText="搜索"
        allowClear
        defaultValue={query.keyword ?? ''}
        onSearch={(v) => onFilter({ keyword: v.trim() })}
      />
      <span className={styles.spacer} />
      <Button onClick={onCategories}>分类管理</Button>
      <Button kind="primary" icon={<LiteIcon d={plusOutlined} />} onClick={onCreate}>
        新增资讯
      </Button>
    </div>
  );
}
