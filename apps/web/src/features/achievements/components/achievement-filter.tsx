import type { ReactNode } from 'react';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { ACHIEVEMENT_FIELDS } from '../fields';
import styles from './achievements.module.css';

/** antd's CheckableTag as a toggle button: filled in the brand colour while chosen. */
function Chip({ checked, onClick, children }: { checked: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={checked ? `${styles.chip} ${styles.chipChecked}` : styles.chip} aria-pressed={checked} onClick={onClick}>
      {children}
    </button>
  );
}

/** 技术领域 chips and a keyword search over titles, owners and summaries. */
export function AchievementFilter({
  field,
  keyword,
  onChange,
}: {
  field: string | null;
  keyword: string;
  onChange: (patch: { field?: string | null; keyword?: string }) => void;
}) {
  return (
    <div className={styles.filters}>
      <SearchInput
        key={keyword}
        className={styles.search}
        defaultValue={keyword}
        placeholder="搜索成果名称、成果方或简介"
        buttonText="搜索"
        allowClear
        maxLength={50}
        ariaLabel="搜索技术成果"
        onSearch={(v) => onChange({ keyword: v.trim() })}
      />
      <div className={styles.filterRow} role="group" aria-label="技术领域">
        <span className={styles.filterLabel}>技术领域</span>
        <Chip checked={field === null} onClick={() => onChange({ field: null })}>
          全部
        </Chip>
        {ACHIEVEMENT_FIELDS.map((f) => (
          <Chip key={f} checked={field === f} onClick={() => onChange({ field: f })}>
            {f}
          </Chip>
        ))}
      </div>
    </div>
  );
}
