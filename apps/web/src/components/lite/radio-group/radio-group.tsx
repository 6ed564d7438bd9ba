import { useId } from 'react';
import styles from './radio-group.module.css';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown greyed and not choosable (antd's option `disabled`). */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  /** The group's accessible name. */
  ariaLabel: string;
  options: readonly RadioOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /**
   * button: antd's Radio.Group with buttonStyle="solid" (joined 32 px buttons, the chosen one filled);
   * outline: antd's Radio.Button default (the chosen one outlined and written in the brand colour);
   * segmented: antd's Segmented (a grey track, the chosen one white); radio: plain round radios.
   */
  look?: 'button' | 'outline' | 'segmented' | 'radio';
  className?: string;
}

/**
 * One choice out of a few, from native radio inputs (the browser's arrow keys,
 * one tab stop, a radiogroup named by `ariaLabel`) in antd's looks.
 */
export function RadioGroup<V extends string | number>({ ariaLabel, options, value, onChange, look = 'button', className }: RadioGroupProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={[styles.group, look === 'outline' ? `${styles.button} ${styles.outline}` : styles[look], className].filter(Boolean).join(' ')}>
      {options.map((option) => {
        const checked = option.value === value;
        const itemClass = [styles.item, checked ? styles.checked : '', option.disabled ? styles.disabled : ''].filter(Boolean).join(' ');
        return (
          <label key={String(option.value)} className={itemClass}>
            <input
              type="radio"
              className={look === 'radio' ? styles.native : styles.hidden}
              name={name}
              value={String(option.value)}
              checked={checked}
              disabled={option.disabled}
              onChange={() => {
                if (!option.disabled) onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
