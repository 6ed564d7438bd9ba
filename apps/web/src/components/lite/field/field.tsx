import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The id of a field's message, for the control's aria-describedby. */
export const helpIdOf = (id: string) => `${id}_help`;

/**
 * antd's Form.Item without antd: by default vertical (the label above the
 * control), the field's one message (role=alert) in red under it, taking the
 * item's 24 px gap. `layout` horizontal puts the label (with antd's colon) in a
 * right-aligned column of `labelWidth` px left of the control; inline lines the
 * items up in a row (antd's layout="inline").
 */
export function Field({
  id,
  label,
  error,
  size = 'middle',
  required = false,
  layout = 'vertical',
  labelWidth = 150,
  extra,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** antd's required mark: a red * before the label (the rules still decide). */
  required?: boolean;
  /** The form's control size: the label's line is as tall as the control (32 or 40 px). */
  size?: 'middle' | 'large';
  layout?: 'vertical' | 'horizontal' | 'inline';
  /** The label column of a horizontal field, px. */
  labelWidth?: number;
  /** A grey note under the control (antd's `extra`). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const labelElement = (
    <label className={`${styles.label} ${styles[size]}${required ? ` ${styles.required}` : ''}`} htmlFor={id}>
      {label}
    </label>
  );
  const below = (
    <>
      {error ? (
        <div id={helpIdOf(id)} className={styles.help}>
          <div role="alert">{error}</div>
        </div>
      ) : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </>
  );
  const classes = [styles.item, styles[layout], error ? styles.withHelp : '', className ?? ''].filter(Boolean).join(' ');
  if (layout === 'vertical') {
    return (
      <div className={classes}>
        {labelElement}
        {children}
        {below}
      </div>
    );
  }
  return (
    <div className={classes}>
      <div className={styles.labelCol} style={layout === 'horizontal' ? { width: labelWidth } : undefined}>
        {labelElement}
      </div>
      <div className={styles.control}>
        {children}
        {below}
      </div>
    </div>
  );
}
