import type { AdminDashboard } from '@tcm/shared';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import styles from './dashboard.module.css';

/** Orders by §4 status and daily sign-ups over the last 30 Beijing days. */
export function DashboardCharts({ d }: { d: AdminDashboard }) {
  return (
    <div className={styles.charts}>
      <section>
        <h2>订单状态分布</h2>
        <BarChart title="各状态订单数" unit="单" rows={d.ordersByStatus.map((o) => ({ label: o.statusName, value: o.count }))} />
      </section>
      <section>
        <h2>近30天新增会员</h2>
        <LineChart title="近30天每日新增会员" unit="人" days={d.newMembers} />
      </section>
    </div>
  );
}
