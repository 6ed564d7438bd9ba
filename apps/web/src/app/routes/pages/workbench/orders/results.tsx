import { Link, useSearchParams } from 'react-router';
import { Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useResultSheet } from '@/features/results/api/get-result-sheet';
import { ResultEntry } from '@/features/results/components/result-entry';
import styles from '../workbench-page.module.css';

/** 工作台 · 录入检测结果 ?id=: the order's results sheet, editable while the order is 检测中 (issue #21). */
export default function WorkbenchOrderResultsPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const sheet = useResultSheet(id);
  const data = sheet.data;

  return (
    <section className={styles.card}>
      <PageHeading
        title={data ? `${title} · ${data.orderNo}` : title}
        extra={
          id ? (
            <Link to={paths.workbenchOrderDetail.getHref(id)}>
              <ArrowLeftOutlined /> 返回订单详情
            </Link>
          ) : null
        }
      />
      <div className={styles.body}>
        {id === null || sheet.isError ? (
          <Empty description={sheet.error?.message || '订单不存在或不属于本机构'} />
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
