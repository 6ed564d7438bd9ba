import { useState, type ReactNode } from 'react';
import { Button } from '@/components/lite/button/button';
import { savePrivateFile } from '@/lib/private-file';
import styles from './private-file-link.module.css';

export interface PrivateFileLinkProps {
  /** The stored path, /files/<key>. */
  path: string;
  /** The saved file's name without extension, e.g. 检测报告-BG20261122…; the path's extension is added. */
  fileName: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A download of a private document (issue #17): fetched with the session's Token header and saved
 * under a readable name. A plain <a href> would arrive without the header and be refused.
 */
export function PrivateFileLink({ path, fileName, children, 'data-testid': testId }: PrivateFileLinkProps) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await savePrivateFile(path, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button kind="link" size="small" className={styles.link} loading={busy} onClick={() => void save()} data-testid={testId} data-path={path}>
      {children}
    </Button>
  );
}
