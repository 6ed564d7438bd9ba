import { Tag } from 'antd';
import type { AdminDictType } from '@tcm/shared';
import styles from './admin-info.module.css';

/** The dictionary types on the left: count of enabled entries of all, and 门户使用 for those the portal reads by key. */
export function DictTypeList({ types, selected, onSelect }: { types: AdminDictType[]; selected?: string; onSelect: (dictType: string) => void }) {
  return (
    <nav className={styles.typeList} aria-label="字典类型">
      {types.map((t) => (
        <button
          key={t.dictType}
          type="button"
          className={`${styles.typeItem} ${t.dictType === selected ? styles.typeItemActive : ''}`}
          aria-current={t.dictType === selected ? 'true' : undefined}
          onClick={() => onSelect(t.dictType)}
        >
          <span className={styles.code}>{t.dictType}</span>
          <span className={styles.typeCount}>
            {t.inUse ? <Tag color="#00604f">门户使用</Tag> : null}
            {t.enabledCount}/{t.count}
          </span>
        </button>
      ))}
    </nav>
  );
}
