import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './affix-input.module.css';

export interface AffixInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Drawn before the text (an icon), 4 px apart. */
  prefix?: ReactNode;
  /** Drawn after the text (e.g. the password's eye button). */
  suffix?: ReactNode;
  /** The field has a message: red border and prefix. */
  invalid?: boolean;
  /** antd's sizes: 32 px (middle) or 40 px with 16 px text (large). */
  size?: 'middle' | 'large';
}

/** antd's Input with prefix/suffix (the affix wrapper) on a native input. */
export function AffixInput({ prefix, suffix, invalid = false, size = 'middle', className, ...input }: AffixInputProps) {
  const classes = [styles.wrapper, styles[size], invalid ? styles.invalid : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <input className={styles.input} aria-invalid={invalid || undefined} {...input} />
      {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
    </span>
  );
}
