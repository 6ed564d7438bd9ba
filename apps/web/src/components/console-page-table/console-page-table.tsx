import { Table, type TableColumnsType } from 'antd';

interface Props<T> {
  /** One page of the server's list. */
  page: { list: T[]; pageNum: number; pageSize: number; total: number };
  loading: boolean;
  onPage: (n: number) => void;
  columns: TableColumnsType<T>;
  testId: string;
}

/** A console list, one server page at a time: rows keyed by id, 共 n 条 under them, no pager while one page holds all. */
export function ConsolePageTable<T extends { id: number }>({ page, loading, onPage, columns, testId }: Props<T>) {
  return (
    <Table<T>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid={testId}
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={columns}
    />
  );
}
