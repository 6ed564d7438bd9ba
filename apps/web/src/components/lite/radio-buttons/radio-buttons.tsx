import { useId } from 'react';
import styles from './radio-buttons.module.css';

export interface RadioButtonOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * antd's Radio.Group with optionType="button" buttonStyle="solid": joined
 * 32 px buttons, the chosen one filled in the brand colour; native radios
 * inside, so the group is a radiogroup the arrow keys walk.
 */
export function RadioButtons<V extends string | number>({
  options,
  value,
  onChange,
  ariaLabel,
  className,
}: {
  options: readonly RadioButtonOption<V>[];
  value: V;
  onChange: (value: V) => void;
  ariaLabel: string;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={className ? `${styles.group} ${className}` : styles.group}>
      {options.map((o) => (
        <label key={String(o.value)} className={styles.button}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={String(o.value)}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span className={styles.label}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
