import { Link } from 'react-router';
import { Descriptions, Tag } from 'antd';
import { formatDate, REPORT_STATUS, type OrderReport } from '@tcm/shared';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { paths } from '@/config/paths';

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
        <Link to={paths.reportVerify.getHref(report.verifyCode)}>{report.verifyCode}</Link>
      </Descriptions.Item>
      <Descriptions.Item label="报告文件">
        <PrivateFileLink path={report.fileUrl} fileName={`检测报告-${report.reportNo}`} data-testid="report-download">
          下载报告
        </PrivateFileLink>
      </Descriptions.Item>
    </Descriptions>
  );
}
