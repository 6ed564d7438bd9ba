import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
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
  const Icon = status === 'warning' ? ExclamationCircleFilled : CloseCircleFilled;
  return (
    <div className={styles.panel} role="alert">
      <Icon className={status === 'warning' ? styles.iconWarning : styles.iconError} />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
