import { AUDIT_ACTION_LABELS } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { SearchForm } from '@/components/lite/search-form/search-form';
import { Select } from '@/components/lite/select/select';
import type { AuditDraft } from '../hooks/use-audit-filters';
import { AuditExportButton } from './audit-export-button';
import styles from './audit-filters.module.css';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Account, action, date range and keyword over the audit log; 查询 (or Enter in a field) applies
 * them, 导出 saves the range as .xlsx. Native fields: the log's first load carries no date-picker.
 */
export function AuditFilters({ draft, setDraft, search }: { draft: AuditDraft; setDraft: (patch: Partial<AuditDraft>) => void; search: () => void }) {
  return (
    <SearchForm label="日志筛选" onSearch={search}>
      <AffixInput type="search" className={styles.account} placeholder="账号" aria-label="账号" value={draft.account} onChange={(e) => setDraft({ account: e.target.value })} />
      <Select<string> ariaLabel="操作类型" placeholder="全部操作类型" className={styles.action} value={draft.action || null} options={ACTION_OPTIONS} onChange={(action) => setDraft({ action: action ?? '' })} />
      <AffixInput type="date" className={styles.day} aria-label="开始日期" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft({ from: e.target.value })} />
      <span className={styles.to} aria-hidden="true">
        至
      </span>
      <AffixInput type="date" className={styles.day} aria-label="结束日期" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ to: e.target.value })} />
      <AffixInput type="search" className={styles.keyword} placeholder="详情、账号或操作关键词" aria-label="关键词" value={draft.keyword} onChange={(e) => setDraft({ keyword: e.target.value })} />
      <Button kind="primary" htmlType="submit">
        查询
      </Button>
      <AuditExportButton draft={draft} />
    </SearchForm>
  );
}
