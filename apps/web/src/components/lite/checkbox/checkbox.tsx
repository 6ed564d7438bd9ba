import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label, clickable (a link inside it opens the link, it does not tick). */
  children?: ReactNode;
  /** The mixed state of a 全选 box: a filled square, announced as mixed. */
  indeterminate?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** The name, for a box without a visible label (a table row's tick). */
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * antd's Checkbox without antd: a native checkbox (Space ticks it, one tab
 * stop, the label clicks it) drawn as antd's 16 px box in the brand colour.
 */
export function Checkbox({ checked, onChange, children, indeterminate = false, disabled = false, className, ref, ...input }: CheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const box = [styles.box, checked && !indeterminate && styles.checked, indeterminate && styles.indeterminate, disabled && styles.disabled]
    .filter(Boolean)
    .join(' ');
  return (
    <label className={[styles.wrapper, disabled && styles.wrapperDisabled, className].filter(Boolean).join(' ')}>
      <span className={box}>
        <input
          {...input}
          ref={(node) => {
            own.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="checkbox"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
      {children !== undefined && children !== null ? <span className={styles.label}>{children}</span> : null}
    </label>
  );
}
