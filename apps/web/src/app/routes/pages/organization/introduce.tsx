import { buttonClassName } from '@/components/lite/button/button';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { JoinGuide } from '@/features/institutions/components/join-guide';
import { SettlementLookup } from '@/features/institutions/components/settlement-lookup';
import styles from './organization-page.module.css';

/** 机构介绍: why and how to join, the requirements and steps, the way to the application, and its progress lookup. */
export default function OrganizationIntroducePage() {
  const { title } = useRouteMeta();
  // §2: the application page is entered with a full page load, so a plain link.
  const apply = (
    <a className={buttonClassName({ kind: 'primary', size: 'large' })} href={paths.organizationSettlement.getHref()}>
      <span>立即申请入驻</span>
    </a>
  );
  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={apply} />
      <JoinGuide />
      <div className={styles.applyRow}>{apply}</div>
      <section id="lookup" className={styles.section} aria-label="查询申请进度">
        <h3 className={styles.sectionTitle}>查询申请进度</h3>
        <SettlementLookup />
      </section>
    </section>
  );
}
