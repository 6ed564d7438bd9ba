import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The id of a field's message, for the control's aria-describedby. */
export const helpIdOf = (id: string) => `${id}_help`;

/**
 * antd's vertical Form.Item without antd: the label above the control, the
 * field's one message (role=alert) in red under it, taking the item's 24 px gap.
 */
export function Field({
  id,
  label,
  error,
  size = 'middle',
  required = false,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** antd's required mark: a red * before the label (the rules still decide). */
  required?: boolean;
  /** The form's control size: the label's line is as tall as the control (32 or 40 px). */
  size?: 'middle' | 'large';
  children: ReactNode;
}) {
  return (
    <div className={error ? `${styles.item} ${styles.withHelp}` : styles.item}>
      <label className={`${styles.label} ${styles[size]}${required ? ` ${styles.required}` : ''}`} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={helpIdOf(id)} className={styles.help}>
          <div role="alert">{error}</div>
        </div>
      ) : null}
    </div>
  );
}
