import type { TextareaHTMLAttributes } from 'react';
import styles from './count-text-area.module.css';

/** antd's TextArea with showCount, on a native textarea: "n / max" under its right edge. */
export function CountTextArea({
  value,
  maxLength,
  invalid = false,
  className,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> & { value: string; maxLength: number; invalid?: boolean }) {
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <textarea {...rest} className={invalid ? `${styles.area} ${styles.invalid}` : styles.area} value={value} maxLength={maxLength} aria-invalid={invalid || undefined} />
      <span className={styles.count} aria-hidden="true">
        {value.length} / {maxLength}
      </span>
    </div>
  );
}
