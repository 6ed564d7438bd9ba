import type { HTMLAttributes, ReactNode } from 'react';
import styles from './result.module.css';

// antd's filled status glyphs (from @ant-design/icons-svg).
const ICONS = {
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  error:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  warning:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
} as const;

export type ResultStatus = keyof typeof ICONS;

export interface ResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status?: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Buttons or links under the texts. */
  extra?: ReactNode;
  children?: ReactNode;
}

/** antd's Result in plain elements: a 72 px status icon, a 24 px title, a grey subtitle and the actions. */
export function Result({ status = 'info', title, subTitle, extra, children, className, ...rest }: ResultProps) {
  return (
    <div {...rest} className={className ? `${styles.result} ${className}` : styles.result}>
      <div className={`${styles.icon} ${styles[status]}`} aria-hidden="true">
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
          <path d={ICONS[status]} />
        </svg>
      </div>
      <div className={styles.title}>{title}</div>
      {subTitle ? <div className={styles.subtitle}>{subTitle}</div> : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      {children ? <div className={styles.content}>{children}</div> : null}
    </div>
  );
}
