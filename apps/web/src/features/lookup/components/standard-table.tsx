import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import { formatDate, type PageResult, type StandardSummary } from '@tcm/shared';
import { standardHref } from '../hrefs';
import { StandardLevelTag, StandardStateTag } from './standard-tags';
import { TextRuns } from '@/components/text-runs/text-runs';
import styles from './standard.module.css';

/** §9: dates of a standard are days; a missing one shows 暂无数据. */
export const standardDay = (value: string | null): string => formatDate(value, 'YYYY-MM-DD');

const columns: TableColumnsType<StandardSummary> = [
  {
    title: '标准编号',
    dataIndex: 'standardNo',
    width: 190,
    render: (_, row) => (
      <Link to={standardHref(row.id)} className={styles.number}>
        {row.standardNo}
      </Link>
    ),
  },
  {
    title: '标准名称',
    dataIndex: 'nameCn',
    render: (_, row) => (
      <Link to={standardHref(row.id)} className={styles.name}>
        {row.nameRuns ? <TextRuns runs={row.nameRuns} /> : row.nameCn}
      </Link>
    ),
  },
  { title: '级别', dataIndex: 'level', width: 96, render: (_, row) => <StandardLevelTag level={row.level} /> },
  { title: '状态', dataIndex: 'state', width: 96, render: (_, row) => <StandardStateTag state={row.state} /> },
  { title: '发布机构', dataIndex: 'issuer', width: 200, ellipsis: true },
  { title: '发布日期', dataIndex: 'issueDate', width: 112, render: (value: string) => standardDay(value) },
  { title: '实施日期', dataIndex: 'implementDate', width: 112, render: (value: string) => standardDay(value) },
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
    <div data-testid="standard-table">
      <Table<StandardSummary>
      className={styles.table}
      rowKey="id"
      columns={columns}
      dataSource={page.list}
      loading={loading}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
      />
    </div>
  );
}
