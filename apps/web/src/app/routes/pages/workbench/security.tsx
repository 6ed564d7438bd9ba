import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { AccountSecurityPanel } from '@/features/account-security/components/account-security-panel';
import styles from './workbench-page.module.css';

/** 工作台 · 账号安全: a staff member's optional authenticator (issue #17; once bound, every sign-in needs it). */
export default function WorkbenchSecurityPage() {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <div className={styles.body}>
        <AccountSecurityPanel />
      </div>
    </section>
  );
}
