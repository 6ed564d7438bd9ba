import { Link } from 'react-router';
import { Empty } from 'antd';
import { ORDER_STATUS } from '@tcm/shared';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state/query-state';
import { useResultSheet } from '@/features/results/api/get-result-sheet';
import { ResultEntry } from '@/features/results/components/result-entry';
import styles from '../workbench-page.module.css';

/** 工作台 · 订单详情 ?id=&view=results — 录入检测结果: the order's results sheet, editable while the order is 检测中 (issue #21). */
export function WorkbenchOrderResults({ id }: { id: number }) {
  const sheet = useResultSheet(id);
  const data = sheet.data;
  // After the report, the same sheet is corrected for a replacement (issue #21).
  const title = data && data.status !== ORDER_STATUS.TESTING && data.editable ? '更正检测结果' : '录入检测结果';
  return (
    <section className={styles.card}>
      <PageHeading
        title={data ? `${title} · ${data.orderNo}` : title}
        extra={
          <Link to={paths.workbenchOrderDetail.getHref(id)}>
            <ArrowLeftOutlined /> 返回订单详情
          </Link>
        }
      />
      <div className={styles.body}>
        {sheet.isError ? (
          <Empty description={sheet.error.message || '订单不存在或不属于本机构'} />
        ) : (
          <QueryState isPending={sheet.isPending} isError={false} rows={10}>
            {data ? (
              <>
                <p className={styles.note}>
                  样品 {data.sampleName} · 品种 {data.variety} · 批号 {data.batchNo || '—'}
                </p>
                {/* Remounted after each save: the rows start from what the server stored and judged. */}
                <ResultEntry key={data.savedAt ?? 'new'} sheet={data} />
              </>
            ) : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
