import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { SearchForm } from '@/components/lite/search-form/search-form';
import { Tabs } from '@/components/lite/tabs/tabs';
import styles from './review-toolbar.module.css';

/**
 * Keyword search and status tabs over a review queue. `all` adds a 全部 tab (key '').
 * The tabs are the shared labels of the queue's status table; Enter in the field searches.
 */
export function ReviewToolbar(props: {
  placeholder: string;
  draft: string;
  setDraft: (v: string) => void;
  search: () => void;
  status: number | undefined;
  options: readonly { value: number; label: string }[];
  all?: boolean;
  onStatus: (status: number | null) => void;
}) {
  const { placeholder, draft, setDraft, search, status, options, all, onStatus } = props;
  return (
    <>
      <SearchForm label="审核筛选" onSearch={search}>
        <AffixInput type="search" className={styles.keyword} placeholder={placeholder} aria-label="关键词" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button kind="primary" htmlType="submit">
          查询
        </Button>
      </SearchForm>
      <Tabs
        aria-label="审核状态"
        activeKey={status === undefined ? '' : String(status)}
        onChange={(key) => onStatus(key === '' ? null : Number(key))}
        items={[...(all ? [{ key: '', label: '全部' }] : []), ...options.map((o) => ({ key: String(o.value), label: o.label }))]}
      />
    </>
  );
}
