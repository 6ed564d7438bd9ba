import { Button, Input, Select } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useCategories } from '../api/get-categories';
import { categoryOptions, EDITION_OPTIONS, VOLUME_OPTIONS } from './category-options';
import styles from './lookup.module.css';

type Filter = { edition?: number | null; volume?: number | null; categoryId?: number | null };

/** Keyword, edition, volume and category filters over the monographs, 新增品种 and 批量导入. */
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
      <Input placeholder="名称、汉语拼音或拉丁名" aria-label="关键词" allowClear value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={search} style={{ width: 240 }} />
      <Select placeholder="版次" aria-label="版次" allowClear value={filters.edition} options={EDITION_OPTIONS} onChange={(v?: number) => onFilter({ edition: v ?? null })} style={{ width: 120 }} />
      <Select
        placeholder="分部"
        aria-label="分部"
        allowClear
        value={filters.volume}
        options={VOLUME_OPTIONS(categories.data)}
        // A category belongs to one volume: changing the volume clears it.
        onChange={(v?: number) => onFilter({ volume: v ?? null, categoryId: null })}
        style={{ width: 110 }}
      />
      <Select
        placeholder="分类"
        aria-label="分类"
        allowClear
        value={filters.categoryId}
        options={categoryOptions(categories.data, filters.volume)}
        onChange={(v?: number) => onFilter({ categoryId: v ?? null })}
        style={{ width: 180 }}
      />
      <Button type="primary" onClick={search}>
        查询
      </Button>
      <span className={styles.spacer} />
      <Button icon={<UploadOutlined />} onClick={onImport}>
        批量导入
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        新增品种
      </Button>
    </div>
  );
}
