import { Empty } from '@/components/lite/empty/empty';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMyProfile } from '@/features/workbench/api/get-my-profile';
import { ProfileForm } from '@/features/workbench/components/profile-form';
import { OnlinePaymentSetting } from '@/features/workbench/components/online-payment-setting';
import styles from './workbench-page.module.css';

/** 工作台 · 机构资料: the institution's profile, logo and certificate images; whether it accepts online payment (issue #23). */
export default function WorkbenchProfilePage() {
  const { title } = useRouteMeta();
  const profile = useMyProfile();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <OnlinePaymentSetting />
        {profile.isError ? (
          <Empty description={profile.error.message} />
        ) : (
          <QueryState isPending={profile.isPending} isError={false} rows={10}>
            {profile.data ? <ProfileForm profile={profile.data} /> : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
