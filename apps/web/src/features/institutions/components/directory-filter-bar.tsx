import { PROVINCES, QUALIFICATION_FLAG_LABELS, REGIONS, type QualificationFlag, type Region, type ServiceCategory } from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Select } from '@/components/lite/select/select';
import type { DirectoryFilters } from '../hooks/use-directory-filters';
import styles from './institutions.module.css';

const ALL = '';
const regionOptions = [{ value: ALL, label: '全部' }, ...Object.keys(REGIONS).map((r) => ({ value: r, label: r }))];
const qualificationOptions = [
  { value: 0, label: '全部' },
  ...Object.entries(QUALIFICATION_FLAG_LABELS).map(([value, label]) => ({ value: Number(value), label })),
];

/** The top-level category a (possibly child) category id belongs to. */
function topOf(categories: readonly ServiceCategory[], id: number | null): ServiceCategory | null {
  if (id === null) return null;
  return categories.find((c) => c.id === id || c.children.some((child) => child.id === id)) ?? null;
}

/**
 * The /organization filters: 地区 and 省份, 资质, 服务类别 (with its sub-categories),
 * 可检测项目 and 机构名称. Controlled by the address (see useDirectoryFilters).
 */
export function DirectoryFilterBar({
  filters,
  categories,
  onChange,
}: {
  filters: DirectoryFilters;
  categories: readonly ServiceCategory[];
  onChange: (patch: Partial<DirectoryFilters>) => void;
}) {
  const provinces = filters.region ? REGIONS[filters.region] : PROVINCES;
  const top = topOf(categories, filters.categoryId);
  return (
    <div className={styles.filters} data-testid="directory-filters">
      <div className={styles.searchRow}>
        <SearchInput
          // Remounts when the address changes (back/forward), so the box shows the searched words.
          key={`t:${filters.testKeyword}`}
          className={styles.search}
          defaultValue={filters.testKeyword}
          placeholder="可检测项目或品种，如 黄曲霉毒素、黄芪"
          ariaLabel="可检测项目或品种"
          buttonText="查找机构"
          size="large"
          allowClear
          maxLength={50}
          onSearch={(value) => onChange({ testKeyword: value.trim() })}
        />
        <SearchInput
          key={`k:${filters.keyword}`}
          className={styles.nameSearch}
          defaultValue={filters.keyword}
          placeholder="机构名称"
          ariaLabel="机构名称"
          size="large"
          allowClear
          maxLength={50}
          onSearch={(value) => onChange({ keyword: value.trim() })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>所在地区</span>
        <RadioGroup
          ariaLabel="所在地区"
          options={regionOptions}
          value={filters.region ?? ALL}
          onChange={(v) => onChange({ region: (v as Region | '') || null })}
        />
        <Select<string>
          ariaLabel="省份"
          className={styles.province}
          placeholder="全部省份"
          value={filters.province}
          options={provinces.map((p) => ({ value: p, label: p }))}
          onChange={(value) => onChange({ province: value })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>机构资质</span>
        <RadioGroup
          ariaLabel="机构资质"
          options={qualificationOptions}
          value={filters.qualification ?? 0}
          onChange={(v) => onChange({ qualification: (v || null) as QualificationFlag | null })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>服务类别</span>
        <RadioGroup
          ariaLabel="服务类别"
          options={[{ value: 0, label: '全部' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          value={top?.id ?? 0}
          onChange={(v) => onChange({ categoryId: v || null })}
        />
      </div>
      {top && top.children.length > 0 ? (
        <div className={styles.filterRow}>
          <span className={styles.filterLabel} />
          <RadioGroup
            ariaLabel="服务子类别"
            look="radio"
            options={[{ value: top.id, label: '不限' }, ...top.children.map((c) => ({ value: c.id, label: c.name }))]}
            value={filters.categoryId}
            onChange={(v) => onChange({ categoryId: v })}
          />
        </div>
      ) : null}
    </div>
  );
}
