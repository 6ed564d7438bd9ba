import { useState } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_STATUS, type ResultVersion } from '@tcm/shared';
import { exportOrderResults, saveResultsJson } from '../api/export-order-results';
import { useOrderResults } from '../api/get-order-results';
import { ResultsTable } from './results-table';
import styles from './results.module.css';

/** How a report reads in the version picker: its number, and whether it is the one in force. */
function versionLabel(v: ResultVersion): string {
  if (v.status === REPORT_STATUS.VALID) return `${v.reportNo}（现行报告）`;
  if (v.status === REPORT_STATUS.REPLACED) return `${v.reportNo}（已替换${v.replacedByNo ? `为 ${v.replacedByNo}` : ''}）`;
  return `${v.reportNo}（已撤销）`;
}

/**
 * 检测结果 on my order's detail: the results as data once the report is issued — what the report in
 * force published; when the report was replaced, each older report's results stay selectable (issue #21).
 */
export function OrderResultsBlock({ orderId, issued }: { orderId: number; issued: boolean }) {
  const [reportNo, setReportNo] = useState<string | undefined>(undefined);
  const results = useOrderResults(orderId, issued, reportNo);
  if (!issued) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="报告出具后可在此查看各检测项目的结果" />;
  if (results.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (results.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={results.error.message} />;
  const sheet = results.data;
  const versions = sheet.versions ?? [];
  const shown = sheet.version;
  const picker =
    versions.length > 1 ? (
      <div className={styles.versions}>
        <label htmlFor={`result-version-${orderId}`}>报告版本</label>
        <Select<string>
          id={`result-version-${orderId}`}
          size="small"
          style={{ minWidth: 440 }}
          popupMatchSelectWidth={false}
          value={shown?.reportNo}
          onChange={(v) => setReportNo(v)}
          options={versions.map((v) => ({ value: v.reportNo, label: versionLabel(v) }))}
        />
      </div>
    ) : null;
  const superseded =
    shown && shown.status !== REPORT_STATUS.VALID ? (
      <Alert
        type="warning"
        showIcon
        className={styles.correcting}
        data-testid="superseded-version"
        message={shown.status === REPORT_STATUS.REPLACED ? `报告 ${shown.reportNo} 已被 ${shown.replacedByNo ?? '新报告'} 替换，以下为原报告的检测结果，仅供查阅` : `报告 ${shown.reportNo} 已撤销，以下为其检测结果，仅供查阅`}
      />
    ) : null;
  if (sheet.filled === 0)
    return (
      <>
        {picker}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该报告未录入结构化检测结果，请下载报告查看" />
      </>
    );
  return (
    <>
      {picker}
      {superseded}
      <ResultsTable sheet={sheet} />
      <Space style={{ marginTop: 12 }}>
        <Button icon={<DownloadOutlined />} onClick={() => void exportOrderResults(sheet.orderId, sheet.orderNo, shown?.reportNo).catch(() => undefined)}>
          下载结果（Excel）
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => saveResultsJson(sheet)}>
          下载结果（JSON）
        </Button>
      </Space>
    </>
  );
}
