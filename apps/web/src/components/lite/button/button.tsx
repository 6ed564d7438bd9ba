import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

export type ButtonKind = 'default' | 'primary' | 'link' | 'text';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types: outlined (default), filled brand (primary), brand text (link), plain text. */
  kind?: ButtonKind;
  size?: 'small' | 'middle' | 'large';
  /** An icon before the text (e.g. <LiteIcon />), 8 px apart. */
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
  block?: boolean;
  /** A primary button drawn in outline: brand border and text on white (antd's `ghost`). */
  ghost?: boolean;
  /** An outlined button in red, for what cannot be undone (antd's `danger` on a default button). */
  danger?: boolean;
  /** Busy: a spinning ring before the text, the button disabled and aria-busy. */
  loading?: boolean;
  /** Renders a router link in the button's look instead of a <button>. */
  to?: string;
}

export function buttonClassName({
  kind = 'default',
  size = 'middle',
  block = false,
  ghost = false,
  danger = false,
  className,
}: Pick<ButtonProps, 'kind' | 'size' | 'block' | 'ghost' | 'danger' | 'className'>): string {
  return [styles.button, styles[kind], styles[size], block ? styles.block : '', ghost ? styles.ghost : '', danger ? styles.danger : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** A button (or a link styled as one) in antd's look: 32 px high, radius 4, brand colour #00604f. */
export function Button({ kind, size, icon, htmlType = 'button', block, ghost, danger, loading = false, to, className, children, disabled, ...rest }: ButtonProps) {
  const classes = buttonClassName({ kind, size, block, ghost, danger, className });
  const content = (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {content}
      </Link>
    );
  }
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {content}
    </button>
  );
}
