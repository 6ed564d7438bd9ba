import { useState } from 'react';
import type { QualityOptions } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { SearchForm } from '@/components/lite/search-form/search-form';
import { Select } from '@/components/lite/select/select';
import styles from './quality.module.css';

/** The filters as typed, before 查询 applies them ('' = any). */
export interface QualityDraft {
  variety: string;
  itemName: string;
  institutionId: number | null;
  supplier: string;
  origin: string;
  from: string;
  to: string;
}

export const EMPTY_DRAFT: QualityDraft = { variety: '', itemName: '', institutionId: null, supplier: '', origin: '', from: '', to: '' };

const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const NO_OPTIONS: QualityOptions = { varieties: [], items: [], institutions: [], suppliers: [], origins: [] };

/**
 * 品种, 检测项目, 检测机构, 供应商, 产地 (the values present in my results) and the report dates;
 * 查询 applies them, 重置 goes back to the last 12 months of everything, 导出 Excel saves the rows.
 */
export function QualityFilters({
  applied,
  options = NO_OPTIONS,
  span,
  onApply,
  onExport,
}: {
  applied: QualityDraft;
  options?: QualityOptions;
  /** The span the last answer covered, shown when no date is typed. */
  span?: { from: string; to: string };
  onApply: (draft: QualityDraft) => void;
  onExport: () => Promise<void>;
}) {
  const [draft, setDraftState] = useState(applied);
  const [exporting, setExporting] = useState(false);
  const setDraft = (patch: Partial<QualityDraft>) => setDraftState((d) => ({ ...d, ...patch }));
  const exportRows = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The request client has shown why (nothing to export, or a lost connection).
    } finally {
      setExporting(false);
    }
  };
  return (
    <SearchForm label="质量分析筛选" className={styles.filters} onSearch={() => onApply(draft)}>
      <Select<string> ariaLabel="品种" placeholder="全部品种" className={styles.field} value={draft.variety || null} options={optionsOf(options.varieties)} onChange={(v) => setDraft({ variety: v ?? '' })} />
      <Select<string> ariaLabel="检测项目" placeholder="全部检测项目" className={styles.field} value={draft.itemName || null} options={optionsOf(options.items)} onChange={(v) => setDraft({ itemName: v ?? '' })} />
      <Select<number>
        ariaLabel="检测机构"
        placeholder="全部检测机构"
        className={styles.field}
        value={draft.institutionId}
        options={options.institutions.map((i) => ({ value: i.id, label: i.name }))}
        onChange={(v) => setDraft({ institutionId: v })}
      />
      <Select<string> ariaLabel="供应商" placeholder="全部供应商" className={styles.field} value={draft.supplier || null} options={optionsOf(options.suppliers)} onChange={(v) => setDraft({ supplier: v ?? '' })} />
      <Select<string> ariaLabel="产地" placeholder="全部产地" className={styles.field} value={draft.origin || null} options={optionsOf(options.origins)} onChange={(v) => setDraft({ origin: v ?? '' })} />
      <AffixInput type="date" className={styles.day} aria-label="报告日期起" value={draft.from || span?.from || ''} max={draft.to || undefined} onChange={(e) => setDraft({ from: e.target.value })} />
      <span className={styles.to} aria-hidden="true">
        至
      </span>
      <AffixInput type="date" className={styles.day} aria-label="报告日期止" value={draft.to || span?.to || ''} min={draft.from || undefined} onChange={(e) => setDraft({ to: e.target.value })} />
      <Button kind="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          setDraftState(EMPTY_DRAFT);
          onApply(EMPTY_DRAFT);
        }}
      >
        重置
      </Button>
      <Button onClick={() => void exportRows()} loading={exporting}>
        导出 Excel
      </Button>
    </SearchForm>
  );
}
