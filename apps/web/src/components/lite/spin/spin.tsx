import type { ReactNode } from 'react';
import styles from './spin.module.css';

export interface SpinProps {
  size?: 'small' | 'default' | 'large';
  /** A line under the dots, e.g. 正在识别营业执照…; also the status's name. */
  description?: ReactNode;
  /** With children: whether they show dimmed under the spinner (antd's `spinning`). */
  spinning?: boolean;
  children?: ReactNode;
  className?: string;
}

function Dots({ size, description }: Pick<SpinProps, 'size' | 'description'>) {
  return (
    <span className={`${styles.spin} ${styles[size ?? 'default']}`} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {description ? <span className={styles.text}>{description}</span> : <span className={styles.hidden}>加载中</span>}
    </span>
  );
}

/** antd's Spin redrawn in CSS: four brand dots turning; around children, a veil while `spinning`. */
export function Spin({ size = 'default', description, spinning = true, children, className }: SpinProps) {
  if (children === undefined) {
    return spinning ? (
      <span className={className}>
        <Dots size={size} description={description} />
      </span>
    ) : null;
  }
  return (
    <div className={className ? `${styles.nest} ${className}` : styles.nest} aria-busy={spinning || undefined}>
      {spinning ? (
        <div className={styles.veil}>
          <Dots size={size} description={description} />
        </div>
      ) : null}
      <div className={spinning ? styles.blurred : undefined}>{children}</div>
    </div>
  );
}
