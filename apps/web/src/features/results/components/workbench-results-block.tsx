import { useNavigate } from 'react-router';
import { Button, Empty, Skeleton } from 'antd';
import { ORDER_STATUS } from '@tcm/shared';
import { useResultSheet } from '../api/get-result-sheet';
import { resultsEntryHref } from '../hrefs';
import { ResultsTable } from './results-table';
import styles from './results.module.css';

/** 检测结果 on the workbench's order detail: 录入 while 检测中; afterwards the results, and 更正 while the report is valid. */
export function WorkbenchResultsBlock({ orderId, status }: { orderId: number; status: number }) {
  const testing = status === ORDER_STATUS.TESTING;
  const sheet = useResultSheet(orderId);
  const navigate = useNavigate();
  if (sheet.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (sheet.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={sheet.error.message} />;
  const { filled, total } = sheet.data;
  if (testing)
    return (
      <div className={styles.toolbar} data-testid="workbench-results">
        <Button type="primary" onClick={() => void navigate(resultsEntryHref(orderId))}>
          录入检测结果
        </Button>
        <span className={styles.hint}>
          已填写 {filled} / {total} 行；结果逐项对照药典限度自动判定
        </span>
      </div>
    );
  if (filled === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无检测结果（订单进入“检测中”后由本机构录入）" />;
  if (!sheet.data.editable) return <ResultsTable sheet={sheet.data} />;
  // Reported, the report valid: a correction is saved here and published by 替换报告 (issue #21).
  return (
    <>
      <ResultsTable sheet={sheet.data} />
      <div className={styles.toolbar} data-testid="workbench-results">
        <Button onClick={() => void navigate(resultsEntryHref(orderId))}>更正检测结果</Button>
        <span className={styles.hint}>更正保存后，请「替换报告」发布；委托方在新报告出具前看到的仍是现行报告的结果</span>
      </div>
    </>
  );
}
