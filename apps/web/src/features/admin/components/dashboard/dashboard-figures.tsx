import { Link } from 'react-router';
import { formatFen, type AdminDashboard } from '@tcm/shared';
import { paths } from '@/config/paths';
import styles from './dashboard.module.css';

/** Each review queue and where it is worked. */
const PENDING: { key: keyof AdminDashboard['pending']; name: string; to: string }[] = [
  { key: 'settlements', name: '入驻审核', to: paths.adminSettlements.getHref() },
  { key: 'realNames', name: '实名审核', to: paths.adminRealName.getHref() },
  { key: 'evaluations', name: '评价审核', to: paths.adminEvaluations.getHref() },
  { key: 'qualityInfos', name: '质检申请', to: paths.adminQuality.getHref() },
  { key: 'products', name: '商品审核', to: paths.adminProducts.getHref() },
];

/** The headline figures, then what waits for an operator, each count linking to its queue. */
export function DashboardFigures({ d }: { d: AdminDashboard }) {
  const newMembers = d.newMembers.reduce((s, day) => s + day.count, 0);
  return (
    <>
      <dl className={styles.figures} data-testid="dashboard-figures">
        <div className={styles.figure}>
          <dt>累计成交额</dt>
          <dd>{formatFen(d.turnoverFen)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>入驻机构（已上线 / 全部）</dt>
          <dd>
            {d.institutions.listed}
            <small>/ {d.institutions.total} 家</small>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>近30天新增会员</dt>
          <dd>
            {newMembers}
            <small>人</small>
          </dd>
        </div>
      </dl>
      <ul className={styles.pending} aria-label="待处理事项">
        {PENDING.map((p) => (
          <li key={p.key}>
            <Link to={p.to}>
              {p.name}
              <strong className={d.pending[p.key] > 0 ? styles.due : undefined}>{d.pending[p.key]}</strong>
              <span>待处理</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
