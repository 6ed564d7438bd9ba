import type { CSSProperties } from 'react';
import styles from './icon.module.css';

/**
 * A 1em decorative icon in the current text colour, like antd's `.anticon`,
 * drawn from path data (see icon-paths.ts) without the icon runtime.
 */
export function LiteIcon({ d, className, style }: { d: string; className?: string; style?: CSSProperties }) {
  return (
    <span className={className ? `${styles.icon} ${className}` : styles.icon} style={style} aria-hidden="true">
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        <path d={d} />
      </svg>
    </span>
  );
}
