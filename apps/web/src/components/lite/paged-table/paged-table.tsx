import { Pagination } from '../pagination/pagination';
import { Table, type TableProps } from '../table/table';
import styles from './paged-table.module.css';

/** One page of a list as the API answers it (`list`, `pageNum`, `pageSize`, `total`). */
export interface TablePage<T> {
  list: readonly T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'rows' | 'className'> {
  page: TablePage<T>;
  onPage: (pageNum: number) => void;
  /** 共 N 条 (件, 单 …) before the page buttons, counted in this unit; none without it. */
  totalUnit?: string;
  /** On the element around the table and its page buttons. */
  className?: string;
  /** Where the page buttons sit under the table. */
  pagerAlign?: 'end' | 'center';
  'data-testid'?: string;
}

/** A table of one page and the page buttons under it (none when everything fits on one page). */
export function PagedTable<T>({ page, onPage, totalUnit, pagerAlign = 'end', className, 'data-testid': testId, ...table }: PagedTableProps<T>) {
  return (
    <div className={className} data-testid={testId}>
      <Table<T> {...table} rows={page.list} />
      <Pagination
        className={pagerAlign === 'center' ? `${styles.pager} ${styles.center}` : styles.pager}
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        showTotal={totalUnit ? (n) => `共 ${n} ${totalUnit}` : undefined}
        hideOnSinglePage
        onChange={onPage}
      />
    </div>
  );
}
