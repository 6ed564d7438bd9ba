import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './admin-page.module.css';

/** Issue #11: 数据字典 — reserved; its owner fills this page in. */
export default function AdminDictionaryPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body} />
    </section>
  );
}
