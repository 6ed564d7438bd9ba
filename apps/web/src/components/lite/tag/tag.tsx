import type { HTMLAttributes, ReactNode } from 'react';
import styles from './tag.module.css';

/** antd's preset colours the portal uses, plus `brand` (#00604f on its light tint). */
export type TagColor = 'default' | 'green' | 'blue' | 'gold' | 'red' | 'orange' | 'cyan' | 'processing' | 'brand';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagColor;
  /** An icon before the text, 3 px apart. */
  icon?: ReactNode;
  /** With a 1 px border in the colour's shade (antd's outlined variant); filled by default. */
  bordered?: boolean;
}

/** A small label in antd's filled Tag look (22 px, 12 px text, radius 4), in the darker shades of global.css. */
export function Tag({ color = 'default', icon, bordered = false, className, children, ...rest }: TagProps) {
  const classes = [styles.tag, styles[color], bordered ? styles.bordered : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} {...rest}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
