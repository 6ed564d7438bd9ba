import { Link } from 'react-router';
import { formatDate, JUDGEMENT_LABELS, REPORT_STATUS, type Judgement, type MyReport, type PageResult } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { paths } from '@/config/paths';

const COLOUR: Record<MyReport['status'], TagColor> = { [REPORT_STATUS.VALID]: 'green', [REPORT_STATUS.REPLACED]: 'gold', [REPORT_STATUS.REVOKED]: 'red' };
const VERDICT_COLOUR: Record<Judgement, TagColor> = { pass: 'green', fail: 'red', none: 'default' };

const COLUMNS: readonly TableColumn<MyReport>[] = [
  {
    key: 'no',
    title: '报告编号 / 订单',
    width: 180,
    render: (r) => (
      <>
        {r.reportNo}
        <div>
          <Link to={paths.pcenterOrderDetail.getHref(r.orderId)}>{r.orderNo}</Link>
        </div>
      </>
    ),
  },
  { key: 'sample', title: '样品', width: 100, render: (r) => r.sampleName },
  { key: 'institution', title: '检测机构', render: (r) => r.institutionName },
  { key: 'date', title: '出具日期', width: 110, render: (r) => formatDate(r.issuedAt, 'YYYY-MM-DD') },
  {
    key: 'status',
    title: '状态',
    width: 100,
    render: (r) => (
      <Tag bordered color={COLOUR[r.status]}>
        {r.statusName}
      </Tag>
    ),
  },
  {
    key: 'conclusion',
    title: '检测结论',
    width: 84,
    // The results as data (issue #21): the order's detail shows each row.
    render: (r) =>
      r.conclusion ? (
        <Link to={paths.pcenterOrderDetail.getHref(r.orderId)} aria-label={`${JUDGEMENT_LABELS[r.conclusion]}，查看检测结果`}>
          <Tag bordered color={VERDICT_COLOUR[r.conclusion]} data-conclusion={r.conclusion}>
            {JUDGEMENT_LABELS[r.conclusion]}
          </Tag>
        </Link>
      ) : (
        '—'
      ),
  },
  { key: 'code', title: '验证码', width: 120, render: (r) => <Link to={paths.reportVerify.getHref(r.verifyCode)}>{r.verifyCode}</Link> },
  {
    key: 'dl',
    title: '操作',
    width: 70,
    render: (r) => (
      <PrivateFileLink path={r.fileUrl} fileName={`检测报告-${r.reportNo}`}>
        下载
      </PrivateFileLink>
    ),
  },
];

/** §2 /pcenter/report: my reports, each with its download and the code anyone can verify it by. */
export function ReportTable({ page, loading, onPage }: { page: PageResult<MyReport>; loading: boolean; onPage: (n: number) => void }) {
  return (
    <PagedTable<MyReport> data-testid="report-table" columns={COLUMNS} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} pagerAlign="center" />
  );
}
