import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { plusOutlined, uploadOutlined } from '@/components/lite/icon/icon-paths';
import { SearchForm } from '@/components/lite/search-form/search-form';
import { Select } from '@/components/lite/select/select';
import { useCategories } from '../api/get-categories';
import { categoryOptions, EDITION_OPTIONS, VOLUME_OPTIONS } from './category-options';
import styles from './lookup.module.css';

type Filter = { edition?: number | null; volume?: number | null; categoryId?: number | null };

/** Keyword, edition, volume and category filters over the monographs (Enter or 查询 searches), 新增品种 and 批量导入. */
export function MonographToolbar(props: {
  draft: string;
  setDraft: (v: string) => void;
  search: () => void;
  filters: { edition?: number; volume?: number; categoryId?: number };
  onFilter: (changes: Filter) => void;
  onCreate: () => void;
  onImport: () => void;
}) {
  const { draft, setDraft, search, filters, onFilter, onCreate, onImport } = props;
  const categories = useCategories();
  return (
    <div className={styles.toolbar}>
      <SearchForm label="品种筛选" onSearch={search} spaceBelow={0}>
        <AffixInput type="search" className={styles.keyword} placeholder="名称、汉语拼音或拉丁名" aria-label="关键词" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Select<number> ariaLabel="版次" placeholder="全部版次" className={styles.edition} value={filters.edition} options={EDITION_OPTIONS} onChange={(v) => onFilter({ edition: v })} />
        {/* A category belongs to one volume: changing the volume clears it. */}
        <Select<number> ariaLabel="分部" placeholder="全部分部" className={styles.volume} value={filters.volume} options={VOLUME_OPTIONS(categories.data)} onChange={(v) => onFilter({ volume: v, categoryId: null })} />
        <Select<number> ariaLabel="分类" placeholder="全部分类" className={styles.category} value={filters.categoryId} options={[]} groups={categoryOptions(categories.data, filters.volume)} onChange={(v) => onFilter({ categoryId: v })} />
        <Button kind="primary" htmlType="submit">
          查询
        </Button>
      </SearchForm>
      <span className={styles.spacer} />
      <Button icon={<LiteIcon d={uploadOutlined} />} onClick={onImport}>
        批量导入
      </Button>
      <Button kind="primary" icon={<LiteIcon d={plusOutlined} />} onClick={onCreate}>
        新增品种
      </Button>
    </div>
  );
}
