import styles from './page-spinner.module.css';

/**
 * "页面加载中…" while a page's chunk loads: antd's large Spin redrawn in CSS,
 * since the shell that shows it carries no antd.
 */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <div className={styles.spin}>
        <span className={styles.dots} aria-hidden="true">
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className={styles.text}>页面加载中…</span>
      </div>
    </div>
  );
}
