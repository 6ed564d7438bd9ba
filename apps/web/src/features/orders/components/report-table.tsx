import { Link } from 'react-router';
import { Table, Tag } from 'antd';
import { formatDate, REPORT_STATUS, type MyReport, type PageResult } from '@tcm/shared';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { orderDetailHref } from './order-table';
import { reportVerifyHref } from './report-block';

const COLOUR = { [REPORT_STATUS.VALID]: 'success', [REPORT_STATUS.REPLACED]: 'warning', [REPORT_STATUS.REVOKED]: 'error' } as const;

/** §2 /pcenter/report: my reports, each with its download and the code anyone can verify it by. */
export function ReportTable({ page, loading, onPage }: { page: PageResult<MyReport>; loading: boolean; onPage: (n: number) => void }) {
  return (
    <Table<MyReport>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="report-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, align: 'center', hideOnSinglePage: true }}
      columns={[
        {
          title: '报告编号 / 订单',
          key: 'no',
          width: 180,
          render: (_, r) => (
            <>
              {r.reportNo}
              <div>
                <Link to={orderDetailHref(r.orderId)}>{r.orderNo}</Link>
              </div>
            </>
          ),
        },
        { title: '样品', dataIndex: 'sampleName', width: 120 },
        { title: '检测机构', dataIndex: 'institutionName' },
        { title: '出具日期', key: 'date', width: 110, render: (_, r) => formatDate(r.issuedAt, 'YYYY-MM-DD') },
        { title: '状态', key: 'status', width: 100, render: (_, r) => <Tag color={COLOUR[r.status]}>{r.statusName}</Tag> },
        { title: '验证码', key: 'code', width: 150, render: (_, r) => <Link to={reportVerifyHref(r.verifyCode)}>{r.verifyCode}</Link> },
        {
          title: '操作',
          key: 'dl',
          width: 70,
          render: (_, r) => (
            <PrivateFileLink path={r.fileUrl} fileName={`检测报告-${r.reportNo}`}>
              下载
            </PrivateFileLink>
          ),
        },
      ]}
    />
  );
}
