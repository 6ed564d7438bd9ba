import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { AccountSecurityPanel } from '@/features/account-security/components/account-security-panel';
import styles from './admin-page.module.css';

/** 运营 · 账号安全: the operator's authenticator (issue #17; without one the sign-in asks for an SMS code); the workbench shows the same page. */
export default function AdminSecurityPage() {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <div className={styles.body}>
        <AccountSecurityPanel />
      </div>
    </section>
  );
}
