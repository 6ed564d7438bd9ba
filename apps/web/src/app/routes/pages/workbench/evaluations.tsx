import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './workbench-page.module.css';

/** Issue #11: 评价管理 — reserved; its owner fills this page in. */
export default function WorkbenchEvaluationsPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body} />
    </section>
  );
}
