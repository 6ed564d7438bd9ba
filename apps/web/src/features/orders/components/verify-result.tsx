import { formatDate, REPORT_STATUS, type ReportVerification } from '@tcm/shared';
import { Descriptions, type DescriptionItem } from '@/components/lite/descriptions/descriptions';
import { Result } from '@/components/lite/result/result';

const RESULT_STATUS = { [REPORT_STATUS.VALID]: 'success', [REPORT_STATUS.REPLACED]: 'warning', [REPORT_STATUS.REVOKED]: 'error' } as const;
const TITLES = {
  [REPORT_STATUS.VALID]: '报告真实有效',
  [REPORT_STATUS.REPLACED]: '报告真实，但已被新报告替代',
  [REPORT_STATUS.REVOKED]: '该报告已被撤销，不再有效',
} as const;

/** What the public verification page says about a report: valid, replaced (by which) or revoked. Plain elements, no antd (issue #18). */
export function VerifyResult({ report }: { report: ReportVerification }) {
  const items: DescriptionItem[] = [
    { key: 'status', label: '报告状态', children: report.statusName },
    { key: 'no', label: '报告编号', children: report.reportNo },
    { key: 'institution', label: '检测机构', children: report.institutionName },
    { key: 'sample', label: '样品名称', children: report.sampleName },
    { key: 'issued', label: '出具日期', children: formatDate(report.issuedAt, 'YYYY-MM-DD') },
  ];
  if (report.replacedBy) {
    items.push({
      key: 'replacedBy',
      label: '替代报告',
      children: `${report.replacedBy.reportNo}（${formatDate(report.replacedBy.issuedAt, 'YYYY-MM-DD')} 出具）`,
    });
  }
  return (
    <Result status={RESULT_STATUS[report.status]} title={TITLES[report.status]} data-testid="verify-result">
      <Descriptions column={1} size="small" items={items} />
    </Result>
  );
}
