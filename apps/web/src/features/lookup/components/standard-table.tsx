import { Link } from 'react-router';
import { formatDate, type PageResult, type StandardSummary } from '@tcm/shared';
import { Pagination } from '@/components/lite/pagination/pagination';
import { Table, type TableColumn } from '@/components/lite/table/table';
import { TextRuns } from '@/components/text-runs/text-runs';
import { standardHref } from '../hrefs';
import { StandardLevelTag, StandardStateTag } from './standard-tags';
import styles from './standard.module.css';

/** §9: dates of a standard are days; a missing one shows 暂无数据. */
export const standardDay = (value: string | null): string => formatDate(value, 'YYYY-MM-DD');

const columns: TableColumn<StandardSummary>[] = [
  {
    key: 'standardNo',
    title: '标准编号',
    width: 190,
    render: (row) => (
      <Link to={standardHref(row.id)} className={styles.number}>
        {row.standardNo}
      </Link>
    ),
  },
  {
    key: 'nameCn',
    title: '标准名称',
    render: (row) => (
      <Link to={standardHref(row.id)} className={styles.name}>
        {row.nameRuns ? <TextRuns runs={row.nameRuns} /> : row.nameCn}
      </Link>
    ),
  },
  { key: 'level', title: '级别', width: 96, render: (row) => <StandardLevelTag level={row.level} /> },
  { key: 'state', title: '状态', width: 96, render: (row) => <StandardStateTag state={row.state} /> },
  { key: 'issuer', title: '发布机构', width: 200, ellipsis: true, render: (row) => row.issuer },
  { key: 'issueDate', title: '发布日期', width: 112, render: (row) => standardDay(row.issueDate) },
  { key: 'implementDate', title: '实施日期', width: 112, render: (row) => standardDay(row.implementDate) },
];

/** One page of standards (§3 pagination, driven by the address). */
export function StandardTable({
  page,
  loading,
  onPage,
}: {
  page: PageResult<StandardSummary>;
  loading: boolean;
  onPage: (pageNum: number) => void;
}) {
  return (
    <div data-testid="standard-table" className={styles.table}>
      <Table<StandardSummary> rowKey={(row) => row.id} columns={columns} rows={page.list} loading={loading} />
      <Pagination
        className={styles.tablePagination}
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        hideOnSinglePage
        showTotal={(total) => `共 ${total} 条`}
        onChange={onPage}
      />
    </div>
  );
}
