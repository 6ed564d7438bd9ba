import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMyReports } from '@/features/orders/api/query-my-report';
import { ReportTable } from '@/features/orders/components/report-table';
import styles from './collect.module.css';

/** 我的报告 ?keyword=&pageNum=: reports of my orders with download and verification code. */
export default function PcenterReportPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const reports = useMyReports({ keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const show = (k: string, page = 1) => {
    const next = new URLSearchParams();
    if (k) next.set('keyword', k);
    if (page > 1) next.set('pageNum', String(page));
    setParams(next);
  };

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <div style={{ width: 280 }}>
            <SearchInput placeholder="报告编号、样品或机构" allowClear defaultValue={keyword} onSearch={(v) => show(v.trim())} ariaLabel="搜索报告" />
          </div>
        }
      />
      <div className={styles.body}>
        <p style={{ color: 'var(--tcm-text-tertiary)', marginTop: 0 }}>纸质报告上的二维码与验证码可供任何人在“报告验证”页核验报告真伪与有效性。</p>
        <QueryState isPending={reports.isPending} isError={reports.isError} isEmpty={reports.data?.list.length === 0} emptyText="暂无检测报告" rows={6}>
          {reports.data ? <ReportTable page={reports.data} loading={reports.isFetching} onPage={(n) => show(keyword, n)} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
