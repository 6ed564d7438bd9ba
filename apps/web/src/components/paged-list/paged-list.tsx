import type { CSSProperties, ReactNode } from 'react';
import { Pagination } from '@/components/lite/pagination/pagination';

const END: CSSProperties = { marginTop: 20, justifyContent: 'flex-end' };

/**
 * One page of cards or rows (institutions, products, achievements, favourites, evaluations) as a
 * list, with the pager under it (hidden while everything fits on one page). Each item renders
 * itself (`item`, an <li>); the pager is placed by `pagerClassName`, or at the right by default.
 */
export function PagedList<T>({
  page,
  onPage,
  item,
  className,
  testId,
  pagerClassName,
  showTotal,
}: {
  page: { list: readonly T[]; pageNum: number; pageSize: number; total: number };
  onPage: (pageNum: number) => void;
  item: (row: T) => ReactNode;
  className?: string;
  testId: string;
  pagerClassName?: string;
  showTotal?: (total: number) => ReactNode;
}) {
  return (
    <>
      <ul className={className} data-testid={testId}>
        {page.list.map(item)}
      </ul>
      <Pagination
        className={pagerClassName}
        style={pagerClassName ? undefined : END}
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        hideOnSinglePage
        showTotal={showTotal}
        onChange={onPage}
      />
    </>
  );
}
