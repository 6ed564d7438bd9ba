import { useState } from 'react';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import styles from './detection.module.css';

const MIN = 1;
const MAX = 999;

/** 样品数: a whole number 1–999 (antd's InputNumber with precision 0); leaving the field shows the number in force. */
export function SampleCount({ value, onChange }: { value: number; onChange: (count: number) => void }) {
  const [text, setText] = useState(String(value));
  const change = (raw: string) => {
    setText(raw);
    const n = Math.round(Number(raw));
    if (raw.trim() !== '' && Number.isFinite(n)) onChange(Math.min(MAX, Math.max(MIN, n)));
  };
  return (
    <AffixInput
      className={styles.count}
      type="number"
      inputMode="numeric"
      aria-label="样品数"
      min={MIN}
      max={MAX}
      step={1}
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={() => setText(String(value))}
    />
  );
}
