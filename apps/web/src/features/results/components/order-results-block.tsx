import { Button, Empty, Skeleton, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportOrderResults, saveResultsJson } from '../api/export-order-results';
import { useOrderResults } from '../api/get-order-results';
import { ResultsTable } from './results-table';

/** 检测结果 on my order's detail: the results as data once the report is issued; nothing before. */
export function OrderResultsBlock({ orderId, issued }: { orderId: number; issued: boolean }) {
  const results = useOrderResults(orderId, issued);
  if (!issued) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="报告出具后可在此查看各检测项目的结果" />;
  if (results.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (results.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={results.error.message} />;
  if (results.data.filled === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该报告未录入结构化检测结果，请下载报告查看" />;
  const sheet = results.data;
  return (
    <>
      <ResultsTable sheet={sheet} />
      <Space style={{ marginTop: 12 }}>
        <Button icon={<DownloadOutlined />} onClick={() => void exportOrderResults(sheet.orderId, sheet.orderNo).catch(() => undefined)}>
          下载结果（Excel）
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => saveResultsJson(sheet)}>
          下载结果（JSON）
        </Button>
      </Space>
    </>
  );
}
