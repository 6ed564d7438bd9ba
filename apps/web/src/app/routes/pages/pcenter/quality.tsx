import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QualityAnalysisView } from '@/features/results/components/quality/quality-analysis';
import styles from './collect.module.css';

/** 质量分析 (issue #21): my results across orders — trends per test item, suppliers' failure rates, the rows. */
export default function PcenterQualityPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <QualityAnalysisView />
      </div>
    </section>
  );
}
