import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useDashboard } from '@/features/admin/api/get-dashboard';
import { useFailureRates } from '@/features/admin/api/get-failure-rates';
import { DashboardCharts } from '@/features/admin/components/dashboard/dashboard-charts';
import { DashboardFigures } from '@/features/admin/components/dashboard/dashboard-figures';
import { FailureRates } from '@/features/admin/components/dashboard/failure-rates';
import styles from './admin-page.module.css';

/** 运营 · 数据看板: turnover, institutions, new members, what waits for review, the charts, and the failure rates (loaded apart: a heavier count). */
export default function AdminDashboardPage() {
  const { title } = useRouteMeta();
  const dashboard = useDashboard();
  const rates = useFailureRates();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <QueryState isPending={dashboard.isPending} isError={dashboard.isError} rows={10}>
          {dashboard.data ? (
            <>
              <DashboardFigures d={dashboard.data} />
              <DashboardCharts d={dashboard.data} />
              <FailureRates d={rates.data} failed={rates.isError} />
            </>
          ) : null}
        </QueryState>
      </div>
    </section>
  );
}
