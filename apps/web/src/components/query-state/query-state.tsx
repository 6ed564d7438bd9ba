import type { ReactNode } from 'react';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import styles from './query-state.module.css';

export const EMPTY_LIST_TEXT = '暂无内容';
export const LOAD_FAILED_TEXT = '内容加载失败，请稍后刷新重试';

/**
 * The three states every content block shares: loading (a skeleton), failed
 * (a line saying so — the request client has already shown its toast for
 * transport errors) and empty; otherwise the children.
 */
export function QueryState({
  isPending,
  isError,
  isEmpty,
  rows = 4,
  emptyText = EMPTY_LIST_TEXT,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty?: boolean;
  rows?: number;
  emptyText?: string;
  children: ReactNode;
}) {
  if (isPending) return <Skeleton title={false} rows={rows} className={styles.skeleton} />;
  if (isError) return <p className={styles.failed}>{LOAD_FAILED_TEXT}</p>;
  if (isEmpty) return <Empty simple description={emptyText} />;
  return <>{children}</>;
}
