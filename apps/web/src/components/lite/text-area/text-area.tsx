import type { TextareaHTMLAttributes } from 'react';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value: string;
  /** The field has a message: red border. */
  invalid?: boolean;
  /** antd's showCount: "n / maxLength" (or "n") under the right edge. */
  showCount?: boolean;
}

/** antd's Input.TextArea on a native textarea: radius 4, hover and focus in the brand colour, an optional count. */
export function TextArea({ value, invalid = false, showCount = false, maxLength, className, rows = 4, ...rest }: TextAreaProps) {
  const area = (
    <textarea
      {...rest}
      rows={rows}
      value={value}
      maxLength={maxLength}
      aria-invalid={invalid || undefined}
      className={[styles.area, invalid ? styles.invalid : '', showCount ? '' : (className ?? '')].filter(Boolean).join(' ')}
    />
  );
  if (!showCount) return area;
  return (
    <div className={className ? `${styles.counted} ${className}` : styles.counted}>
      {area}
      <span className={styles.count} aria-hidden="true">
        {maxLength === undefined ? value.length : `${value.length} / ${maxLength}`}
      </span>
    </div>
  );
}
