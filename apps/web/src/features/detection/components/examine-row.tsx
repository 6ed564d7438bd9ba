import type { ChangeEvent, ReactNode } from 'react';
import { helpIdOf } from '@/components/lite/field/field';
import styles from './examine-form.module.css';

/**
 * antd's horizontal Form.Item without antd: a 110-px label column (with a
 * colon), the control, and its one message (role=alert) under it.
 */
export function Row({ id, label, error, children }: { id?: string; label?: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? `${styles.row} ${styles.withHelp}` : styles.row}>
      <div className={styles.labelCol}>
        {label && id ? (
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
        ) : null}
      </div>
      <div className={styles.control}>
        {children}
        {error && id ? (
          <div id={helpIdOf(id)} className={styles.help}>
            <div role="alert">{error}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** antd's TextArea with showCount: the count (n / max) under its right edge; no more than max characters go in. */
export function CountedTextArea({
  value,
  maxLength,
  invalid,
  onValue,
  ...rest
}: {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  rows: number;
  invalid: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  onValue: (value: string) => void;
}) {
  return (
    <div className={styles.counted}>
      <textarea
        {...rest}
        value={value}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        className={invalid ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onValue(event.target.value)}
      />
      <span className={styles.count} aria-hidden="true">
        {value.length} / {maxLength}
      </span>
    </div>
  );
}
