import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state/query-state';
import { useInstitution } from '@/features/institutions/api/get-settle-company';
import { useCompanyEvaluations } from '@/features/institutions/api/query-company-evaluation';
import { EvaluationList } from '@/features/institutions/components/evaluation-list';
import { EvaluationSummaryView } from '@/features/institutions/components/evaluation-summary';
import { institutionHref } from '@/features/institutions/hrefs';
import { positiveIntParam } from '@/lib/query-params';
import styles from './organization-page.module.css';

/** 机构评价 ?id=&pageNum=: an institution's approved evaluations (§4 audit status 2), paged, with the averages. */
export default function OrganizationEvaluatePage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const institution = useInstitution(id);
  const list = useCompanyEvaluations({ companyId: id ?? 0, pageNum, pageSize: DEFAULT_PAGE_SIZE }, { enabled: id !== null });
  const setPage = (n: number) => setParams(n > 1 ? { id: String(id), pageNum: String(n) } : { id: String(id) });

  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={id !== null ? <Link to={institutionHref(id)}>返回机构详情</Link> : null} />
      {id === null || institution.error ? (
        <Empty className={styles.padded} description={institution.error?.message || '未找到该检测机构'}>
          <Link to={paths.organization.getHref()}>返回检测机构列表</Link>
        </Empty>
      ) : (
        <>
          <div className={styles.evaluateHead}>
            <h2 data-testid="evaluate-institution">{institution.data?.name ?? ' '}</h2>
          </div>
          <div className={styles.section}>
            <QueryState
              isPending={list.isPending}
              isError={list.isError}
              isEmpty={list.data?.total === 0}
              emptyText="该机构暂无评价"
              rows={8}
            >
              {list.data ? (
                <>
                  <EvaluationSummaryView summary={list.data.summary} />
                  <EvaluationList page={list.data} onPage={setPage} />
                </>
              ) : null}
            </QueryState>
          </div>
        </>
      )}
    </section>
  );
}
