import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REQUEST_MESSAGES } from '@tcm/shared';
import { StatusPanel } from '@/components/status-panel/status-panel';
import { isChunkLoadError, resetFailedPages } from '@/lib/lazy-page';
import styles from './page-error-boundary.module.css';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Around the routed page: a chunk that cannot load (§8 ChunkLoadError) or a
 * page that throws shows a message with 重试 instead of a blank screen.
 * The shell keys it by the full path, so navigating away also resets it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  constructor(props: Props) {
    super(props);
    // Mounted for a new path: a page that failed before gets a fresh try.
    resetFailedPages();
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever debugs a report from the field; the user sees the panel below.
    console.warn('页面渲染失败', error, info.componentStack);
  }

  private readonly retry = () => {
    resetFailedPages();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <StatusPanel
        status={chunk ? 'warning' : 'error'}
        title={chunk ? '页面加载失败' : '页面出错了'}
        description={
          chunk
            ? `${REQUEST_MESSAGES.chunkLoadError}：页面资源加载失败，请检查网络后重试`
            : '页面发生错误，请重试；如仍无法打开，请刷新页面'
        }
        actions={
          <>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={this.retry}>
              重试
            </button>
            <button type="button" className={styles.button} onClick={() => window.location.reload()}>
              刷新页面
            </button>
          </>
        }
      />
    );
  }
}
