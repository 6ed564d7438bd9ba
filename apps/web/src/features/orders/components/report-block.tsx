import { Link } from 'react-router';
import { Descriptions, Tag } from 'antd';
import { formatDate, REPORT_STATUS, type OrderReport } from '@tcm/shared';
import { paths } from '@/config/paths';

export const reportVerifyHref = (code: string) => `${paths.reportVerify.path}?code=${encodeURIComponent(code)}`;
const STATUS_COLOUR = { [REPORT_STATUS.VALID]: 'success', [REPORT_STATUS.REPLACED]: 'warning', [REPORT_STATUS.REVOKED]: 'error' } as const;

/** A report: number, state, issue date, download and its public verification code. */
export function ReportBlock({ report }: { report: OrderReport }) {
  return (
    <Descriptions column={3} size="small" data-testid="order-report">
      <Descriptions.Item label="报告编号">{report.reportNo}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <Tag color={STATUS_COLOUR[report.status]}>{report.statusName}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="出具日期">{formatDate(report.issuedAt, 'YYYY-MM-DD')}</Descriptions.Item>
      <Descriptions.Item label="验证码">
        <Link to={reportVerifyHref(report.verifyCode)}>{report.verifyCode}</Link>
      </Descriptions.Item>
      <Descriptions.Item label="报告文件">
        <a href={report.fileUrl} target="_blank" rel="noreferrer" download>
          下载报告
        </a>
      </Descriptions.Item>
    </Descriptions>
  );
}
