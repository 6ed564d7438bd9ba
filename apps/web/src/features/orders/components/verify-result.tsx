import { Descriptions, Result } from 'antd';
import { formatDate, REPORT_STATUS, type ReportVerification } from '@tcm/shared';

const RESULT_STATUS = { [REPORT_STATUS.VALID]: 'success', [REPORT_STATUS.REPLACED]: 'warning', [REPORT_STATUS.REVOKED]: 'error' } as const;
const TITLES = {
  [REPORT_STATUS.VALID]: '报告真实有效',
  [REPORT_STATUS.REPLACED]: '报告真实，但已被新报告替代',
  [REPORT_STATUS.REVOKED]: '该报告已被撤销，不再有效',
} as const;

/** What the public verification page says about a report: valid, replaced (by which) or revoked. */
export function VerifyResult({ report }: { report: ReportVerification }) {
  return (
    <Result status={RESULT_STATUS[report.status]} title={TITLES[report.status]} data-testid="verify-result">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="报告状态">{report.statusName}</Descriptions.Item>
        <Descriptions.Item label="报告编号">{report.reportNo}</Descriptions.Item>
        <Descriptions.Item label="检测机构">{report.institutionName}</Descriptions.Item>
        <Descriptions.Item label="样品名称">{report.sampleName}</Descriptions.Item>
        <Descriptions.Item label="出具日期">{formatDate(report.issuedAt, 'YYYY-MM-DD')}</Descriptions.Item>
        {report.replacedBy ? (
          <Descriptions.Item label="替代报告">
            {report.replacedBy.reportNo}（{formatDate(report.replacedBy.issuedAt, 'YYYY-MM-DD')} 出具）
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Result>
  );
}
