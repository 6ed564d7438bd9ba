import type { CSSProperties, ReactNode } from 'react';
import { LiteIcon } from '../icon/icon';
import { doubleLeftOutlined, doubleRightOutlined, leftOutlined, rightOutlined } from '../icon/icon-paths';
import { PAGE_JUMP, pageItems } from './page-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange?: (page: number) => void;
  /** Text before the pages, e.g. 共 81 条. */
  showTotal?: (total: number) => ReactNode;
  /** Nothing at all when everything fits on one page. */
  hideOnSinglePage?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Page buttons in antd's Pagination look (32 px squares, the current page
 * outlined in the brand colour and marked aria-current), previous/next, and
 * ••• jumps of five pages on long lists.
 */
export function Pagination({ current, pageSize, total, onChange, showTotal, hideOnSinglePage = false, className, style }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (hideOnSinglePage && totalPages <= 1) return null;
  const go = (page: number) => {
    const next = Math.min(totalPages, Math.max(1, page));
    if (next !== current) onChange?.(next);
  };
  return (
    <nav aria-label="分页" className={className ? `${styles.pagination} ${className}` : styles.pagination} style={style}>
      <ul className={styles.list}>
        {showTotal ? <li className={styles.total}>{showTotal(total)}</li> : null}
        <li>
          <button type="button" className={styles.arrow} title="上一页" aria-label="上一页" disabled={current <= 1} onClick={() => go(current - 1)}>
            <LiteIcon d={leftOutlined} />
          </button>
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={item === current ? `${styles.page} ${styles.active}` : styles.page}
                title={String(item)}
                aria-label={`第 ${item} 页`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.jump}
                title={item === 'jump-prev' ? `向前 ${PAGE_JUMP} 页` : `向后 ${PAGE_JUMP} 页`}
                aria-label={item === 'jump-prev' ? `向前 ${PAGE_JUMP} 页` : `向后 ${PAGE_JUMP} 页`}
                onClick={() => go(item === 'jump-prev' ? current - PAGE_JUMP : current + PAGE_JUMP)}
              >
                <span className={styles.ellipsis} aria-hidden="true">
                  •••
                </span>
                <LiteIcon d={item === 'jump-prev' ? doubleLeftOutlined : doubleRightOutlined} className={styles.jumpIcon} />
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.arrow} title="下一页" aria-label="下一页" disabled={current >= totalPages} onClick={() => go(current + 1)}>
            <LiteIcon d={rightOutlined} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
