import {
  STANDARD_LEVEL_LABELS,
  STANDARD_STATE_LABELS,
  type StandardIssuer,
  type StandardLevel,
  type StandardState,
} from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Select } from '@/components/lite/select/select';
import type { StandardFilters } from '../hooks/use-standard-filters';
import styles from './standard.module.css';

const ALL = 0;
const levelOptions = [
  { value: ALL, label: '全部' },
  ...Object.entries(STANDARD_LEVEL_LABELS).map(([value, label]) => ({ value: Number(value), label })),
];
const stateOptions = [
  { value: ALL, label: '全部' },
  ...Object.entries(STANDARD_STATE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
];

/** Issue years offered by the filter: this year back to 1980, which covers the standards a lab still meets. */
function yearOptions(now = new Date()) {
  const years: { value: number; label: string }[] = [];
  for (let y = now.getFullYear(); y >= 1980; y -= 1) years.push({ value: y, label: `${y}年` });
  return years;
}

/**
 * The /standard filters: search by number or name, 级别, 状态, 发布机构 and
 * 发布年份. Controlled by the address (see useStandardFilters).
 */
export function StandardFilterBar({
  filters,
  issuers,
  onChange,
}: {
  filters: StandardFilters;
  issuers: StandardIssuer[];
  onChange: (patch: Partial<StandardFilters>) => void;
}) {
  return (
    <div className={styles.filters} data-testid="standard-filters">
      <SearchInput
        // Remounts when the address changes (back/forward), so the box shows the searched words.
        key={filters.keyword}
        className={styles.search}
        defaultValue={filters.keyword}
        placeholder="输入标准编号或名称，如 GB/T 19618 或 人参"
        ariaLabel="标准编号或名称"
        buttonText="搜索"
        size="large"
        allowClear
        maxLength={50}
        onSearch={(value) => onChange({ keyword: value.trim() })}
      />
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>标准级别</span>
        <RadioGroup<number>
          ariaLabel="标准级别"
          options={levelOptions}
          value={filters.level ?? ALL}
          onChange={(value) => onChange({ level: (value || null) as StandardLevel | null })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>标准状态</span>
        <RadioGroup<number>
          ariaLabel="标准状态"
          options={stateOptions}
          value={filters.state ?? ALL}
          onChange={(value) => onChange({ state: (value || null) as StandardState | null })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>发布机构</span>
        <Select<string>
          ariaLabel="发布机构"
          className={styles.issuer}
          placeholder="全部发布机构"
          value={filters.issuer || null}
          options={issuers.map((i) => ({ value: i.issuer, label: `${i.issuer}（${i.count}）` }))}
          onChange={(value) => onChange({ issuer: value ?? '' })}
        />
        <span className={styles.filterLabel}>发布年份</span>
        <Select<number>
          ariaLabel="发布年份"
          className={styles.year}
          placeholder="全部年份"
          value={filters.year}
          options={yearOptions()}
          onChange={(value) => onChange({ year: value })}
        />
      </div>
    </div>
  );
}
