import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { OPERATOR, ORGANISER, PLATFORM_MAILBOX } from '@/config/site';
import { usePlatformTel } from '@/features/dictionary/hooks/use-platform-tel';
import { PlatformLead } from '@/features/content/components/platform-lead';
import { PlatformContact, PlatformProcess, PlatformServices } from '@/features/content/components/platform-profile';
import styles from './profile-page.module.css';

/** 关于平台 (§2 requireAuth false): open to everyone. */
export default function AboutPage() {
  const phone = usePlatformTel();
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <PlatformLead />
      <PlatformServices />
      <PlatformProcess />
      <PlatformContact organiser={ORGANISER} operator={OPERATOR} phone={phone} mailbox={PLATFORM_MAILBOX} />
    </section>
  );
}
