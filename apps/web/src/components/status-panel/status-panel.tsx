import type { ReactNode } from 'react';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import styles from './status-panel.module.css';

/**
 * A light Result-like block for the shell's own error states. antd's Result
 * bundles its large illustrations, which the first load should not carry.
 */
export function StatusPanel({
  status,
  title,
  description,
  actions,
}: {
  status: 'warning' | 'error';
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.panel} role="alert">
      <ShellIcon
        name={status === 'warning' ? 'exclamationCircleFilled' : 'closeCircleFilled'}
        className={status === 'warning' ? styles.iconWarning : styles.iconError}
      />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
