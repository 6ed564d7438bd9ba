import type { InstitutionSort } from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import styles from './institutions.module.css';

const SORT_OPTIONS: { value: InstitutionSort; label: string }[] = [
  { value: 'rating', label: '综合评分' },
  { value: 'orders', label: '检测单量' },
  { value: 'newest', label: '最新入驻' },
];

/** 排序 and the count of what matched. */
export function SortBar({ sort, total, onSort }: { sort: InstitutionSort; total: number | null; onSort: (sort: InstitutionSort) => void }) {
  return (
    <div className={styles.sortBar}>
      <span className={styles.filterLabel}>排序</span>
      <RadioGroup<InstitutionSort> ariaLabel="排序" look="segmented" options={SORT_OPTIONS} value={sort} onChange={onSort} />
      {total !== null ? (
        <span className={styles.total} data-testid="directory-total">
          共找到 <b>{total}</b> 家检测机构
        </span>
      ) : null}
    </div>
  );
}
