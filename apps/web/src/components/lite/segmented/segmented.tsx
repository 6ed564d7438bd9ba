import { useId } from 'react';
import styles from './segmented.module.css';

export interface SegmentedOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/**
 * antd's Segmented (a grey track, the chosen item raised in white) on native
 * radios: a radiogroup the arrow keys walk, as antd's own markup.
 */
export function Segmented<V extends string | number>({
  options,
  value,
  onChange,
  ariaLabel,
  className,
}: {
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  ariaLabel: string;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={className ? `${styles.track} ${className}` : styles.track}>
      {options.map((o) => (
        <label key={String(o.value)} className={styles.item}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={String(o.value)}
            checked={o.value === value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span className={styles.label}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
