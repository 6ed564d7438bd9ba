import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { LiteIcon } from '../icon/icon';
import { closeOutlined } from '../icon/icon-paths';
import styles from './tag.module.css';

/** antd's preset colours the portal uses, plus `brand` (#00604f on its light tint). */
export type TagColor = 'default' | 'green' | 'blue' | 'gold' | 'red' | 'orange' | 'cyan' | 'processing' | 'brand';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagColor;
  /** An icon before the text, 3 px apart. */
  icon?: ReactNode;
  /** With a 1 px border in the colour's shade (antd's outlined variant); filled by default. */
  bordered?: boolean;
  /** A × button after the text (antd's closable); its name is `closeLabel`. */
  closable?: boolean;
  closeLabel?: string;
  onClose?: () => void;
}

/** A small label in antd's filled Tag look (22 px, 12 px text, radius 4), in the darker shades of global.css. */
export function Tag({ color = 'default', icon, bordered = false, closable = false, closeLabel = '移除', onClose, className, children, ...rest }: TagProps) {
  const classes = [styles.tag, styles[color], bordered ? styles.bordered : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} {...rest}>
      {icon}
      {icon ? <span>{children}</span> : children}
      {closable ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <LiteIcon d={closeOutlined} />
        </button>
      ) : null}
    </span>
  );
}

/** antd's Tag.CheckableTag: a toggle (aria-pressed) with no border, filled in the brand colour when on. */
export function CheckableTag({
  checked,
  onChange,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const classes = [styles.tag, styles.checkable, checked ? styles.checked : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type="button" {...rest} className={classes} aria-pressed={checked} onClick={() => onChange(!checked)}>
      {children}
    </button>
  );
}
