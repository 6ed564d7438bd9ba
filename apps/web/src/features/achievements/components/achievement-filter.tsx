import { Input, Tag } from 'antd';
import { ACHIEVEMENT_FIELDS } from '../fields';
import styles from './achievements.module.css';

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
      <Input.Search
        key={keyword}
        className={styles.search}
        defaultValue={keyword}
        placeholder="搜索成果名称、成果方或简介"
        enterButton="搜索"
        allowClear
        maxLength={50}
        aria-label="搜索技术成果"
        onSearch={(v) => onChange({ keyword: v.trim() })}
      />
      <div className={styles.filterRow} role="group" aria-label="技术领域">
        <span className={styles.filterLabel}>技术领域</span>
        <Tag.CheckableTag checked={field === null} onChange={() => onChange({ field: null })}>
          全部
        </Tag.CheckableTag>
        {ACHIEVEMENT_FIELDS.map((f) => (
          <Tag.CheckableTag key={f} checked={field === f} onChange={() => onChange({ field: f })}>
            {f}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}
