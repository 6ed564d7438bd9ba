import type { AdminDashboard } from '@tcm/shared';
import { BarChart } from '@/components/charts/bar-chart';
import { LineChart } from '@/components/charts/line-chart';
import styles from './dashboard.module.css';

const monthLabel = (month: string) => `${Number(month.slice(5))}月`;
const yuan = (n: number) => n.toLocaleString('zh-CN');

/** Orders by §4 status, daily sign-ups over the last 30 Beijing days, and orders and turnover over the last 12 months. */
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
      <section>
        <h2>近12个月订单量</h2>
        <LineChart title="近12个月每月订单数" unit="单" days={d.months.map((m) => ({ date: m.month, count: m.orders }))} labelEvery={1} label={monthLabel} testId="months-orders-chart" />
      </section>
      <section>
        <h2>近12个月成交额</h2>
        <LineChart
          title="近12个月每月成交额"
          unit="元"
          days={d.months.map((m) => ({ date: m.month, count: Math.round(m.turnoverFen / 100) }))}
          labelEvery={1}
          label={monthLabel}
          format={yuan}
          testId="months-turnover-chart"
        />
      </section>
    </div>
  );
}
