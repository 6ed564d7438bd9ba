import { useId, useState } from 'react';
import type { TestVariety } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { LiteIcon } from '@/components/lite/icon/icon';
import { closeOutlined } from '@/components/lite/icon/icon-paths';
import styles from './detection.module.css';

/**
 * 检测品种: a text field with the varieties as suggestions (the browser's own list, which
 * narrows as one types, each name with its category). A name from the list is the choice;
 * other text stays a draft until it matches, and leaving the field puts the choice back.
 * Emptying it, or 清除, clears the choice (antd's Select with showSearch and allowClear).
 */
export function VarietyInput({ varieties, value, onChange }: { varieties: readonly TestVariety[]; value: string | null; onChange: (next: string | null) => void }) {
  const listId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const names = new Set(varieties.map((v) => v.name));
  const text = draft ?? value ?? '';

  const change = (next: string) => {
    const name = next.trim();
    if (name === '' || names.has(name)) {
      setDraft(null);
      if (name === '' ? value !== null : name !== value) onChange(name === '' ? null : name);
    } else setDraft(next);
  };

  return (
    <>
      <AffixInput
        className={styles.variety}
        aria-label="检测品种"
        placeholder="输入药材名称，如 黄芪"
        list={listId}
        autoComplete="off"
        value={text}
        onChange={(e) => change(e.target.value)}
        onBlur={() => setDraft(null)}
        suffix={
          text ? (
            <button type="button" className={styles.clear} aria-label="清除检测品种" onClick={() => change('')}>
              <LiteIcon d={closeOutlined} />
            </button>
          ) : null
        }
      />
      <datalist id={listId}>
        {varieties.map((v) => (
          <option key={v.id} value={v.name} label={v.category} />
        ))}
      </datalist>
    </>
  );
}
