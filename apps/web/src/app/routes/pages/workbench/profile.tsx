import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './workbench-page.module.css';

/** Issue #11: 机构资料 — reserved; its owner fills this page in. */
export default function WorkbenchProfilePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body} />
    </section>
  );
}
