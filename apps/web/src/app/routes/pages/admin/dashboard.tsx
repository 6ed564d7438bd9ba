import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useDashboard } from '@/features/admin/api/get-dashboard';
import { DashboardCharts } from '@/features/admin/components/dashboard/dashboard-charts';
import { DashboardFigures } from '@/features/admin/components/dashboard/dashboard-figures';
import styles from './admin-page.module.css';

/** 运营 · 数据看板: turnover, institutions, new members, what waits for review, and two charts. */
export default function AdminDashboardPage() {
  const { title } = useRouteMeta();
  const dashboard = useDashboard();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <QueryState isPending={dashboard.isPending} isError={dashboard.isError} rows={10}>
          {dashboard.data ? (
            <>
              <DashboardFigures d={dashboard.data} />
              <DashboardCharts d={dashboard.data} />
            </>
          ) : null}
        </QueryState>
      </div>
    </section>
  );
}
