import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { PlatformLead } from '@/features/content/components/platform-lead';
import { PlatformProcess, PlatformQualification, PlatformServices } from '@/features/content/components/platform-profile';
import styles from './profile-page.module.css';

/** 平台介绍: what the platform offers, how testing works, what guarantees it. */
export default function PlatformIntroPage() {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <PlatformLead />
      <PlatformServices />
      <PlatformProcess />
      <PlatformQualification />
    </section>
  );
}
