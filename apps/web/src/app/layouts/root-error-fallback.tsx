import { useRouteError } from 'react-router';
import { StatusPanel } from '@/components/status-panel/status-panel';
import { paths } from '@/config/paths';
import styles from './app-shell.module.css';

/** Last resort when the shell itself fails: never a blank page. */
export function RootErrorFallback() {
  const error = useRouteError();
  console.warn('应用出错', error);
  return (
    <div className={styles.fatal}>
      <StatusPanel
        status="error"
        title="页面出错了"
        description="很抱歉，页面发生错误，请刷新后重试"
        actions={
          <a href={paths.home.getHref()} className={styles.fatalLink}>
            返回首页
          </a>
        }
      />
    </div>
  );
}
