import styles from './select.module.css';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

/** Options under a heading (an <optgroup>: 一部 …), after the ungrouped ones. */
export interface SelectGroup<V extends string | number> {
  label: string;
  options: readonly SelectOption<V>[];
}

export interface SelectProps<V extends string | number> {
  /** The field's accessible name. */
  ariaLabel: string;
  options: readonly SelectOption<V>[];
  groups?: readonly SelectGroup<V>[];
  /** null/undefined: nothing chosen, the placeholder shows. */
  value: V | null | undefined;
  /** The first entry, meaning "no choice" (全部…): choosing it clears. */
  placeholder: string;
  className?: string;
  onChange: (value: V | null) => void;
}

/**
 * A styled native select (antd's Select look: 32 px, 4 px corners, a chevron):
 * the browser's own list, keyboard and type-ahead. Its first entry is the
 * placeholder, which stands for "no choice" — antd's allowClear.
 */
export function Select<V extends string | number>({ ariaLabel, options, groups = [], value, placeholder, className, onChange }: SelectProps<V>) {
  const chosen = value === null || value === undefined ? '' : String(value);
  const every = [...options, ...groups.flatMap((g) => g.options)];
  return (
    <select
      aria-label={ariaLabel}
      className={[styles.select, chosen ? '' : styles.empty, className].filter(Boolean).join(' ')}
      value={chosen}
      onChange={(e) => onChange(every.find((o) => String(o.value) === e.target.value)?.value ?? null)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
      {groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
