import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the right (a "更多" link, an action). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** As a list's entry: rendered as <li>. */
  as?: 'div' | 'li' | 'article' | 'section';
  children?: ReactNode;
}

/** antd's Card in plain elements: a white box with a hairline border, an optional head, 24 px (small: 12 px) padding. */
export function Card({ title, extra, size = 'default', as: Tag = 'div', className, children, ...rest }: CardProps) {
  const classes = [styles.card, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag {...rest} className={classes}>
      {title || extra ? (
        <div className={styles.head}>
          {title ? <div className={styles.title}>{title}</div> : null}
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </Tag>
  );
}
